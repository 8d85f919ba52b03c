// Known-item relevance set over the real library (by-laws and the Constitution; the starter library holds them):
// queries a lawyer would type for a given section, each with the document key and section number
// expected. Shared by the relevance test and the search benchmark.

export interface KnownItem {
  q: string;
  key: string;
  section: string;
}

const C = '/akn/za/act/1996/constitution';

export const KNOWN_ITEMS: KnownItem[] = [
  { q: 'right to equality unfair discrimination', key: C, section: '9' },
  { q: 'freedom of expression press media', key: C, section: '16' },
  { q: 'access to adequate housing eviction', key: C, section: '26' },
  { q: 'right to health care food water social security', key: C, section: '27' },
  { q: 'children best interests paramount', key: C, section: '28' },
  { q: 'rights of arrested detained accused persons', key: C, section: '35' },
  { q: 'access to courts fair public hearing dispute', key: C, section: '34' },
  { q: 'state of emergency declaration', key: C, section: '37' },
  { q: 'access to information held by the state', key: C, section: '32' },
  { q: 'just administrative action procedurally fair', key: C, section: '33' },
  { q: 'property expropriation compensation', key: C, section: '25' },
  { q: 'removal of President from office', key: C, section: '89' },
  { q: 'powers of courts in constitutional matters', key: C, section: '172' },
  { q: 'Public Protector functions investigate', key: C, section: '182' },
  { q: 'powers and functions of municipalities', key: C, section: '156' },
  { q: 'official languages of the Republic', key: C, section: '6' },
  { q: 'public procurement fair transparent competitive', key: C, section: '217' },
  { q: 'freedom of religion belief opinion', key: C, section: '15' },
  { q: 'environment not harmful to health', key: C, section: '24' },
  { q: 'Constitutional Court composition judges', key: C, section: '167' },
  { q: 'noise nuisance streets public places Cape Town', key: '/akn/za-cpt/act/by-law/2007/streets-public-places-noise-nuisances', section: '2' },
  { q: 'graffiti removal notice owner', key: '/akn/za-cpt/act/by-law/2010/graffiti', section: '6' },
  { q: 'dogs and cats sterilise council power', key: '/akn/za-jhb/act/by-law/2006/dogs-and-cats', section: '8' },
  { q: 'abandoned vehicles parking grounds', key: '/akn/za-jhb/act/by-law/2004/parking-grounds', section: '23' },
  { q: 'parking fees parking grounds Johannesburg', key: '/akn/za-jhb/act/by-law/2004/parking-grounds', section: '2' },
  { q: 'child care facilities staff bathroom', key: '/akn/za-eth/act/by-law/2015/child-care-facilities', section: '21' },
  { q: 'museum liability to return items', key: '/akn/za-eth/act/by-law/2016/museums', section: '14' },
  { q: 'stormwater wetlands protection Johannesburg', key: '/akn/za-jhb/act/by-law/2010/stormwater-management', section: '44' },
  { q: 'duty to maintain stormwater facilities', key: '/akn/za-jhb/act/by-law/2010/stormwater-management', section: '48' },
  { q: 'liquid petroleum gas containers fire safety', key: '/akn/za-cpt/act/by-law/2002/community-fire-safety', section: '52' },
  { q: 'funeral undertakers cemeteries crematoria Cape Town', key: '/akn/za-cpt/act/by-law/2011/cemeteries-crematoria-funeral-undertakers', section: '16' },
  { q: 'disposal of dumped abandoned articles waste', key: '/akn/za-jhb/act/by-law/2013/waste-management', section: '48' },
  { q: 'private use of park terms conditions', key: '/akn/za-eth/act/by-law/2015/parks-recreational-grounds', section: '13' },
  { q: 'library material infectious diseases exposure', key: '/akn/za-jhb/act/by-law/2004/culture-and-recreation', section: '10' },
  { q: 'dry cleaning laundry receiving depots premises', key: '/akn/za-jhb/act/by-law/2003/public-health', section: '66' },
  { q: 'substation accommodation electricity supply', key: '/akn/za-wc033/act/by-law/2005/electricity-supply', section: '29' },
  { q: 'header tank double supply from main', key: '/akn/za-jhb/act/by-law/2004/water-services', section: '60' },
  { q: 'metered taxi parking minibus bus', key: '/akn/za-jhb/act/by-law/2004/metered-taxi-minibus-midibus-and-bus', section: '8' },
  { q: 'naming and numbering of streets land use planning', key: '/akn/za-wc033/act/by-law/2015/municipal-land-use-planning', section: '98' },
  { q: 'games prohibited in streets', key: '/akn/za-wc033/act/by-law/2005/streets', section: '11' },
  { q: 'second dwelling additional dwelling units Cape Town planning', key: '/akn/za-cpt/act/by-law/2015/municipal-planning', section: '111' },
  { q: 'problem properties civil action Johannesburg', key: '/akn/za-jhb/act/by-law/2014/problem-properties', section: '12' },
  { q: 'advertising signs flat on buildings bridges', key: '/akn/za-jhb/act/by-law/2009/outdoor-advertising', section: '14' },
  { q: 'air quality substances identification process', key: '/akn/za-cpt/act/by-law/2010/air-quality-management', section: '8' },
  { q: 'controlled access sites exclusion zones World Cup', key: '/akn/za-cpt/act/by-law/2009/2010-fifa-world-cup', section: '10' },
];

/**
 * Known items deep inside the real judgments (the 2025 Constitutional Court judgments and the 1999
 * Supreme Court of Appeal judgments of the starter library): queries written from the judgments'
 * texts by someone who had not seen the ranking, each for a passage that begins after the first
 * 8,000 characters, with the numbered paragraphs that answer it (none where the judgment has no
 * numbered paragraphs). A judgment is found when it is returned; its paragraph is right when the
 * result names one of those.
 */
export interface KnownJudgment {
  q: string;
  key: string;
  paragraphs: number[];
}

export const KNOWN_JUDGMENTS: KnownJudgment[] = [
  { q: "retrospective effect of invalidity, discretion to withhold setting aside", key: 'zacc/2025/1', paragraphs: [61] }, // [2025] ZACC 1
  { q: "burden of proving retrospective invalidity not just and equitable", key: 'zacc/2025/1', paragraphs: [71] }, // [2025] ZACC 1
  { q: "extradition proceedings neither criminal nor civil in nature", key: 'zacc/2025/29', paragraphs: [41] }, // [2025] ZACC 29
  { q: "\"interests of justice\" bail test, no onus on extraditee", key: 'zacc/2025/29', paragraphs: [52] }, // [2025] ZACC 29
  { q: "executor substituted to pursue review, transmissibility of review claim", key: 'zacc/2025/23', paragraphs: [58] }, // [2025] ZACC 23
  { q: "new owner of property has standing to continue review", key: 'zacc/2025/23', paragraphs: [61] }, // [2025] ZACC 23
  { q: "dictionary meaning of deprive versus loss of citizenship", key: 'zacc/2025/8', paragraphs: [36] }, // [2025] ZACC 8
  { q: "broad discretion given to officials without guidance unconstitutional", key: 'zacc/2025/8', paragraphs: [51] }, // [2025] ZACC 8
  { q: "estranged spouse automatically a dependant, fund has no discretion", key: 'zacc/2025/17', paragraphs: [93] }, // [2025] ZACC 17
  { q: "factual dependency assessed at date of distribution arbitrary results", key: 'zacc/2025/17', paragraphs: [110] }, // [2025] ZACC 17
  { q: "section 37C limits member's freedom of testation over pension", key: 'zacc/2025/17', paragraphs: [41] }, // [2025] ZACC 17
  { q: "wide appeal meaning, rehearing afresh with fresh evidence", key: 'zacc/2025/3', paragraphs: [104] }, // [2025] ZACC 3
  { q: "no unlimited access to courts at litigant's own election", key: 'zacc/2025/3', paragraphs: [100] }, // [2025] ZACC 3
  { q: "judicial aversion to piecemeal adjudication, tax appeal and review", key: 'zacc/2025/2', paragraphs: [80] }, // [2025] ZACC 2
  { q: "High Court tax review for corruption or bad faith", key: 'zacc/2025/2', paragraphs: [116] }, // [2025] ZACC 2
  { q: "floodgates argument, criminal appeals and Constitutional Court workload", key: 'zacc/2025/24', paragraphs: [101] }, // [2025] ZACC 24
  { q: "when may co-accused be tried together, joinder of trials", key: 'zacc/2025/24', paragraphs: [253] }, // [2025] ZACC 24
  { q: "state must justify limitation of political rights with evidence", key: 'zacc/2025/4', paragraphs: [] }, // [2025] ZACC 4
  { q: "adoption leave age cap of two years unfair discrimination", key: 'zacc/2025/20', paragraphs: [] }, // [2025] ZACC 20
  { q: "common law must evolve with changing boni mores", key: 'sca-site/1999/2100', paragraphs: [] }, // Amod (born Peer) v Multilateral Motor Vehicle Accidents Fund (Commission for Gender Equality, amicus curiae)
  { q: "dependant's action founded on contractual duty of support", key: 'sca-site/1999/2100', paragraphs: [] }, // Amod (born Peer) v Multilateral Motor Vehicle Accidents Fund (Commission for Gender Equality, amicus curiae)
  { q: "suspending MP from Assembly as punishment for speech", key: 'sca-site/1999/2079', paragraphs: [] }, // Speaker of the National Assembly v De Lille MP and Another
  { q: "Parliament excluding disruptive member: protective versus punitive suspension", key: 'sca-site/1999/2079', paragraphs: [] }, // Speaker of the National Assembly v De Lille MP and Another
  { q: "misbruik van eksekusieproses om hangende aksie te be\u00ebindig", key: 'sca-site/1999/2060', paragraphs: [] }, // Brummer v Gorfil Brothers Investments (Pty) Ltd and Others
  { q: "stay-away dismissal unfair, fairness to both sides", key: 'sca-site/1999/2102', paragraphs: [49] }, // The Benicon Group v National Union of Metal Workers of South Africa and 185 Others
  { q: "contractual discretion must be exercised arbitrio boni viri", key: 'sca-site/1999/2087', paragraphs: [25] }, // NBS Boland Bank v One Berg River Drive and Others; Deeb and Another v ABSA Bank Ltd; Friedman v Standard Bank of South Africa Ltd
  { q: "reasonable suspicion of bias: would versus might", key: 'sca-site/1999/2082', paragraphs: [33, 34] }, // Roberts v Additional Magistrate for the District of Johannesburg, Mr Van den Berg, and Another
  { q: "English real danger test versus reasonable person test", key: 'sca-site/1999/2082', paragraphs: [36] }, // Roberts v Additional Magistrate for the District of Johannesburg, Mr Van den Berg, and Another
  { q: "labour tenant or farmworker, predominant quality of occupation", key: 'sca-site/1999/2071', paragraphs: [27] }, // Ngcobo and Others v Salimba CC; Ngcobo v Van Rensburg
  { q: "amnesty committee power over offences committed outside South Africa", key: 'sca-site/1999/2094', paragraphs: [35] }, // Stopforth v Minister of Justice and Others (and a related appeal)
  { q: "insisting on invalid amended sale agreement amounts to repudiation", key: 'sca-site/1999/2095', paragraphs: [30, 31] }, // Highveld 7 Properties (Pty) Ltd and Others v Bailes
  { q: "damages for loss of management time", key: 'sca-site/1999/2104', paragraphs: [12] }, // A A Alloy Foundry (Pty) Ltd v Titaco Projects (Pty) Ltd
  { q: "punitive attorney and own client costs, avoid hindsight", key: 'sca-site/1999/2104', paragraphs: [20] }, // A A Alloy Foundry (Pty) Ltd v Titaco Projects (Pty) Ltd
  { q: "onus on Commissioner to prove tax avoidance", key: 'sca-site/1999/2088', paragraphs: [12] }, // Commissioner for Inland Revenue v Conhage (Pty) Ltd (formerly Tycon (Pty) Ltd)
  { q: "can employer benefit from pension fund surplus", key: 'sca-site/1999/2081', paragraphs: [22] }, // Tek Corporation Provident Fund and 10 Others v Lorentz
];

export interface RelevanceFigures {
  queries: number;
  hitAt1: number;
  hitAt5: number;
  mrr: number;
  /** Judgments: the share of queries whose judgment was found and named a right paragraph. */
  paragraphs?: number;
  misses: Array<{ q: string; rank: number | null }>;
}

/** A search result as the relevance sets read it: the document's key, its section number or paragraph. */
export interface RelevanceHit {
  key: string;
  section?: string;
  paragraph?: number;
}

type Search = (q: string) => Promise<RelevanceHit[]>;

async function score<T extends { q: string }>(items: T[], search: Search, right: (item: T, hit: RelevanceHit) => boolean, paragraphRight?: (item: T, hit: RelevanceHit) => boolean) {
  let at1 = 0;
  let at5 = 0;
  let rr = 0;
  let paragraphs = 0;
  const misses: RelevanceFigures['misses'] = [];
  for (const item of items) {
    const results = await search(item.q);
    const i = results.findIndex((r) => right(item, r));
    if (i === 0) at1++;
    if (i >= 0 && i < 5) at5++;
    if (i >= 0) rr += 1 / (i + 1);
    if (i >= 0 && paragraphRight?.(item, results[i])) paragraphs++;
    if (i !== 0) misses.push({ q: item.q, rank: i >= 0 ? i + 1 : null });
  }
  const n = items.length;
  return { queries: n, hitAt1: at1 / n, hitAt5: at5 / n, mrr: rr / n, ...(paragraphRight ? { paragraphs: paragraphs / n } : {}), misses };
}

/**
 * Runs every known-item query through `search` (results best first, at most 5) and scores the rank
 * of the expected section: hit@1, hit@5, mean reciprocal rank.
 */
export const measureRelevance = (search: Search): Promise<RelevanceFigures> =>
  score(KNOWN_ITEMS, search, (item, hit) => hit.key === item.key && hit.section === item.section);

/** The same over the judgments: the rank of the expected judgment, and whether it named a right paragraph. */
export const measureJudgmentRelevance = (search: Search): Promise<RelevanceFigures> =>
  score(
    KNOWN_JUDGMENTS,
    search,
    (item, hit) => hit.key === item.key,
    (item, hit) => (item.paragraphs.length ? item.paragraphs.includes(hit.paragraph ?? -1) : true),
  );

export const formatRelevance = (f: RelevanceFigures, what = 'known-item queries') =>
  `relevance (${f.queries} ${what}): hit@1 ${f.hitAt1.toFixed(3)}  hit@5 ${f.hitAt5.toFixed(3)}  MRR ${f.mrr.toFixed(3)}` +
  (f.paragraphs !== undefined ? `  paragraph right ${f.paragraphs.toFixed(3)}` : '');
