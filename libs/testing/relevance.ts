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

export interface RelevanceFigures {
  queries: number;
  hitAt1: number;
  hitAt5: number;
  mrr: number;
  misses: Array<{ q: string; rank: number | null }>;
}

/**
 * Runs every known-item query through `search` (results with the document key and section number,
 * best first, at most 5) and scores rank of the expected section: hit@1, hit@5, mean reciprocal rank.
 */
export async function measureRelevance(search: (q: string) => Promise<Array<{ key: string; section?: string }>>): Promise<RelevanceFigures> {
  let at1 = 0;
  let at5 = 0;
  let rr = 0;
  const misses: RelevanceFigures['misses'] = [];
  for (const item of KNOWN_ITEMS) {
    const results = await search(item.q);
    const i = results.findIndex((r) => r.key === item.key && r.section === item.section);
    if (i === 0) at1++;
    if (i >= 0 && i < 5) at5++;
    if (i >= 0) rr += 1 / (i + 1);
    if (i !== 0) misses.push({ q: item.q, rank: i >= 0 ? i + 1 : null });
  }
  const n = KNOWN_ITEMS.length;
  return { queries: n, hitAt1: at1 / n, hitAt5: at5 / n, mrr: rr / n, misses };
}

export const formatRelevance = (f: RelevanceFigures) =>
  `relevance (${f.queries} known-item queries): hit@1 ${f.hitAt1.toFixed(3)}  hit@5 ${f.hitAt5.toFixed(3)}  MRR ${f.mrr.toFixed(3)}`;
