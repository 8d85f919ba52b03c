import { describe, expect, it } from '@jest/globals';
import { actNamesAgree, agreementUnchecked, nameSearchWords, partyNamesAgree } from '#libs/citations/names.js';

// (written before the citation, official case name, agree?)
const PARTY_ROWS: Array<[string, string, boolean]> = [
  ['S v Makwanyane', 'S v Makwanyane and Another', true],
  // What the fourteenth audit's hunt made agree (each had been confirmed with names checked).
  ['AL v Minister of Police', 'AK v Minister of Police', false], // initials spelling a small word are a party
  ['A.N. v Minister of Police', 'AK v Minister of Police', false],
  ['NO v Smith', 'NM v Smith', false],
  ['Fose v CC', 'Fose v Minister of Safety and Security', false],
  ['AK v Minister of Police', 'AK v Minister of Police', true],
  ['Kaunda v President, Republic of Zimbabwe', 'Kaunda and Others v President of the Republic of South Africa', false], // a comma's tail: another state
  ['Fose v Minister, Department of Justice', 'Fose v Minister of Safety and Security', false],
  ['Soobramoney v Minister of Health, KwaZulu-Natal', 'Soobramoney v Minister of Health', true], // a place may be written
  ['Phillips v Director of Public Prosecutions, Witwatersrand Local Division', 'Phillips v Director of Public Prosecutions', true],
  ['South African Broadcasting Corporation v DPP', 'South African Broadcasting Corporation v National Director of Public Prosecutions', false],
  ['SABC v NDPP', 'South African Broadcasting Corporation v National Director of Public Prosecutions', true],
  ['Pharmaceutical Manufacturers Association of South Africa v Minister of Health', 'Pharmaceutical Manufacturers Association of South Africa and Another: In re Ex parte President of the Republic of South Africa and Others', false],
  ['DVB Behuising v Western Cape Provincial Government', 'Western Cape Provincial Government and Others; In Re: DVB Behuising (Pty) Ltd v North West Provincial Government and Another', false],
  ['DVB Behuising (Pty) Ltd v North West Provincial Government', 'Western Cape Provincial Government and Others; In Re: DVB Behuising (Pty) Ltd v North West Provincial Government and Another', true],
  ['Chairperson of the Constitutional Assembly v Certification of the Constitution of the Republic of South Africa', 'Certification of the Constitution of the Republic of South Africa, 1996', false],
  ['Republic of South Africa v Constitution', 'Ex parte Chairperson of the Constitutional Assembly: In re Certification of the Constitution of the Republic of South Africa, 1996', false],
  ['In re Certification of the Constitution of the Province of KwaZulu-Natal, 1996', 'Certification of the Constitution of the Province of KwaZulu-Natal', true],
  // The second hunt: a judgment's number without brackets, a different place in brackets, a place
  // after a comma where the official has its own in brackets or after a colon.
  ['S v Sex Workers Education and Advocacy Task Force', 'S v Jordan and Others (Sex Workers Education and Advocacy Task Force and Others as Amici Curiae', false], // an aside never closed
  ['S v Jordan', 'S v Jordan and Others (Sex Workers Education and Advocacy Task Force and Others as Amici Curiae', true],
  // A consolidated title is not cut at its commas across its `;` (a piece had lost its place).
  ['Wares v Additional Magistrate, Johannesburg', 'Wares v Additional Magistrate, Simonstown and Others; Iain George Dallas Wares v Additional Magistrate, Simonstown and Others', false],
  ['Wares v Additional Magistrate, Simonstown', 'Wares v Additional Magistrate, Simonstown and Others; Iain George Dallas Wares v Additional Magistrate, Simonstown and Others', true],
  // A party named by the name it trades under.
  ['Wesbank v Commissioner for the South African Revenue Service', 'First National Bank of SA Limited t/a Wesbank v Commissioner for the South African Revenue Service', true],
  ['Absa v Commissioner for the South African Revenue Service', 'First National Bank of SA Limited t/a Wesbank v Commissioner for the South African Revenue Service', false],
  ['Minister of Health v Treatment Action Campaign No 1', 'Minister of Health and Others v Treatment Action Campaign and Others (No 2)', false],
  ['Minister of Health v Treatment Action Campaign No 2', 'Minister of Health and Others v Treatment Action Campaign and Others (No 2)', true],
  ['Bwanya v Master of the High Court (Pretoria)', 'Bwanya v Master of the High Court, Cape Town', false],
  ['Bwanya v Master of the High Court (Cape Town)', 'Bwanya v Master of the High Court, Cape Town', true],
  ['Union of Refugee Women v Director (Department of Home Affairs)', 'Union of Refugee Women v Director, Private Security Industry Regulatory Authority', false],
  ['Soobramoney v Minister of Health, Pretoria', 'Soobramoney v Minister of Health (Kwazulu-Natal)', false],
  ['Soobramoney v Minister of Health, KwaZulu-Natal', 'Soobramoney v Minister of Health (Kwazulu-Natal)', true],
  ['MEC for Education, Johannesburg v Pillay', 'MEC for Education: Kwazulu-Natal v Pillay', false],
  ['Soobramoney v Minister of Health (Kwa\u2010Zulu-Natal)', 'Soobramoney v Minister of Health (Kwazulu-Natal)', true],
  ['Union of Refugee Women v Director, Private Security Industry Regulatory Authority (hereinafter "Union")', 'Union of Refugee Women v Director, Private Security Industry Regulatory Authority', true],
  // `Co-operative` and `Cooperative` are one word (the fourteenth audit: a record's spelling accused the other).
  ['SAMWU v Minister of Co-operative Governance and Traditional Affairs', 'South African Municipal Workers Union v Minister of Cooperative Governance and Traditional Affairs', true],
  ['Minister of Cooperative Governance v SAMWU', 'South African Municipal Workers Union v Minister of Co-Operative Governance', true],
  ['Co-ordinating Committee v Minister', 'Coordinating Committee v Minister', true],
  ['Co Operative Bank v Minister', 'Cooperative Bank v Minister', false],
  // Matters' names (no `v`): the second certification is not the first (the thirteenth audit).
  ['In re Certification of the Amended Text of the Constitution of the Republic of South Africa, 1996', 'Ex parte Chairperson of the Constitutional Assembly: In re Certification of the Constitution of the Republic of South Africa, 1996', false],
  ['Certification of the Constitution of the Republic of South Africa, 1996', 'Certification of the Amended Text of the Constitution of the Republic of South Africa, 1996', false],
  ['In re Certification of the Constitution of the Republic of South Africa, 1996', 'Ex parte Chairperson of the Constitutional Assembly: In re Certification of the Constitution of the Republic of South Africa, 1996', true],
  ['Certification of the Constitution', 'Certification of the Constitution of the Republic of South Africa, 1996', true],
  ['Certification of the KwaZulu-Natal Constitution', 'Certification of the Constitution of the Province of KwaZulu-Natal', true],
  // Acronyms whose first word gives more than its initial.
  ['Chairperson of the Council of the University of South Africa v AfriForum NPC', 'Chairperson of the Council of UNISA v AfriForum NPC', true],
  ['University of Stellenbosch v AfriForum', 'Chairperson of the Council of UNISA v AfriForum NPC', false],
  ['Congress of South African Trade Unions v Minister of Labour', 'COSATU v Minister of Labour', true],
  // A name read from its `v` (the applicant unread): the respondent against the official respondent.
  ['v Minister of Safety and Security', 'Fose v Minister of Safety and Security', true],
  ['v Minister of Police', 'Fose v Minister of Safety and Security', false],
  ['v Fose', 'Fose v Minister of Safety and Security', true], // the parties the other way round, as for a full name
  ['v Smith', 'Fose v Minister of Safety and Security', false],
  ['S v Makwanyane and Another', 'S v Makwanyane and Another', true],
  ['State v Makwanyane', 'S v Makwanyane and Another', true],
  ['S v Smith', 'S v Makwanyane and Another', false],
  // Two neighbouring letters swapped in a long name is the same name misspelt; any other change is not.
  ['Harksen v Lane NO', 'Harsken v Lane N.O.', true],
  ['Harksen', 'Harsken v Lane N.O.', true],
  ['Harkson v Lane NO', 'Harsken v Lane N.O.', false],
  ['Hraksen v Lane NO', 'Harsken v Lane N.O.', false],
  ['Harksen v Minister of Justice', 'Harsken v Lane N.O.', false],
  ['S v Mkawanyane', 'S v Makwanyane and Another', true],
  ['Snet v Lane', 'Nets v Lane', false],
  ['Erf 215437 v Lane', 'Erf 214537 v Lane', false],
  ['Die Staat v Makwanyane', 'S v Makwanyane and Another', true],
  ['Makwanyane en Andere v Die Staat', 'S v Makwanyane and Another', true],
  // A place after a semicolon (a slip for a colon) belongs to the name before it.
  ['Khumalo v MEC for Education; KwaZulu Natal', 'Khumalo and Another v Member of the Executive Council for Education: KwaZulu Natal', true],
  ['Smith v MEC for Education; KwaZulu Natal', 'Khumalo and Another v Member of the Executive Council for Education: KwaZulu Natal', false],
  // A matter written in full against a record's shorter title of it; not a different matter.
  ['In re Dispute Concerning the Constitutionality of Certain Provisions of the National Education Policy Bill 83 of 1995', 'In Re: National Education Policy Bill No 83 of 1995', true],
  ['Ex parte Speaker of the National Assembly: In re Dispute Concerning the Constitutionality of Certain Provisions of the National Education Policy Bill 83 of 1995', 'In Re: National Education Policy Bill No 83 of 1995', true],
  ['In re Certification of the Constitution of the Western Cape', 'In re Certification of the Constitution of the Republic of South Africa', false],
  ['In re National Education Policy Bill No 84 of 1995', 'In Re: National Education Policy Bill No 83 of 1995', false],
  // Offices and bodies named in Afrikaans.
  ['AK v Minister van Polisie', 'AK v Minister of Police', true],
  ['AK v Minister van Justisie', 'AK v Minister of Police', false],
  // Acronyms of part of a party (`SARS` in `Commissioner for the South African Revenue Service`, `PE` in
  // `Port Elizabeth Municipality`) agree. An acronym of a body's first words with more of its name right
  // after them is another body: `NUM` (the National Union of Mineworkers) is not NUMSA (the fifteenth audit).
  ['NUM v Intervalve', 'National Union of Metal Workers of South Africa v Intervalve (Pty) Ltd and Others', false],
  ['NUMSA v Intervalve', 'National Union of Metal Workers of South Africa v Intervalve (Pty) Ltd and Others', true],
  ['National Union of Metal Workers v X', 'NUM v X', false], // written words spelling the official acronym, the same way
  ['National Union of Mineworkers v X', 'NUM v X', true],
  ['SAB v X', 'South African Breweries (Pty) Ltd v X', true], // the company's suffix after the run
  ['CoJ v Blue Moonlight', 'City of Johannesburg Metropolitan Municipality v Blue Moonlight Properties 39 (Pty) Ltd', true], // a body's form
  ['PSA v X', 'Public Servants Association of South Africa v X', true], // `of` a country
  ['PS v X', 'Public Servants Association of South Africa v X', false],
  ['SAHRC obo SAJBD v Masuku', 'South African Human Rights Commission obo South African Jewish Board of Deputies v Masuku', true],
  ['LSSA v X', 'Law Society of South Africa v X', true],
  ['LS v X', 'Law Society of the Northern Provinces v X', false],
  ['IEC v X', 'Independent Electoral Commission and Another v X', true], // another party after the run
  ['SAB v X', 'South African Broadcasting Corporation v X', false], // a corporation's form is more of its name
  ['Public Protector v SARB', 'Public Protector v South African Reserve Bank', true],
  // Acronyms after an office, before a place, or of a name's later words, as practitioners write them
  // (the independent review of the rule above: each had been accused).
  ['Barnard Labuschagne Inc v Commissioner, SARS', 'Barnard Labuschagne Inc v Commissioner, South African Revenue Service', true],
  ['Barnard Labuschagne Inc v Commissioner, South African Revenue Service', 'Barnard Labuschagne Inc v Commissioner, SARS', true],
  ['Phillips v DPP, WLD', 'Phillips v Director of Public Prosecutions, Witwatersrand Local Division', true],
  ['AllPay v CEO, SASSA', 'AllPay Consolidated Investment Holdings (Pty) Ltd v Chief Executive Officer, South African Social Security Agency', true],
  ['AllPay v CEO of SASSA', 'AllPay Consolidated Investment Holdings (Pty) Ltd v Chief Executive Officer of the South African Social Security Agency', true],
  ['Gavric v RSDO', 'Gavric v Refugee Status Determination Officer, Cape Town', true],
  ['Union of Refugee Women v Director, PSIRA', 'Union of Refugee Women v Director, Private Security Industry Regulatory Authority', true],
  ['Ekapa Minerals v Sol Plaatje LM', 'Ekapa Minerals (Pty) Ltd v Sol Plaatje Local Municipality', true],
  ['Chisuse v Director-General, DHA', 'Chisuse v Director-General, Department of Home Affairs', true],
  ['X v National Commissioner, SAPS', 'X v National Commissioner of the South African Police Service', true],
  ['X v LPC', 'X v South African Legal Practice Council', true],
  ['NUM obo Members v X', 'National Union of Metal Workers of South Africa obo Members v X', false], // `obo` ends the party the acronym names
  ['NUMSA v Intervalve', 'National Union of Metal Workers of South Africa v Intervalve (Pty) Ltd and Others', true],
  ['Commissioner for SARS v Richards Bay Coal Terminal', 'Commissioner for the South African Revenue Service v Richards Bay Coal Terminal (Pty) Ltd', true],
  ['TAC', 'Minister of Health and Others v Treatment Action Campaign and Others (No 2)', true],
  // A party named by a letter is named by it.
  ['A v Minister of Police', 'AK v Minister of Police', false],
  ['A v Minister of Police', 'A v Minister of Police', true],
  // A record name of noise words (`Ander`, read from a citing text) names no one.
  ['Smith v Jones', 'Ander', false],
  ['Ander', 'Smith v Jones', false],
  ['Smith v Makwanyane', 'S v Makwanyane and Another', false],
  ['AB v Pridwin', 'AB and Another v Pridwin Preparatory School and Others', true],
  ['AB and Another v Pridwin Preparatory School', 'AB and Another v Pridwin Preparatory School and Others', true],
  ['Pridwin', 'AB and Another v Pridwin Preparatory School and Others', true],
  ['Smith v Jones', 'AB and Another v Pridwin Preparatory School and Others', false],
  ['Masuku & Ano v SAHRC', 'Masuku and Another v South African Human Rights Commission obo South African Jewish Board of Deputies', true],
  ['Masuku v SAHRC', 'Masuku v South African Human Rights Commission', true],
  ['Masuku v SABC', 'Masuku v South African Human Rights Commission', false],
  ['J.B v R.E', 'JB v RE', true],
  ['JB v RE', 'J.B v R.E', true],
  ['Logbro Properties CC v Bedderson N.O.', 'Logbro Properties CC v Bedderson NO', true],
  // The same parties the other way round (the court below's or the reports' order) are the same case.
  ['Bedderson NNO v Logbro', 'Logbro Properties CC v Bedderson NO', true],
  ['Masuku & Ano v SAHRC obo SAJBD', 'South African Human Rights Commission obo South African Jewish Board of Deputies v Masuku and Another', true],
  ['Masuku v Minister of Police', 'South African Human Rights Commission obo South African Jewish Board of Deputies v Masuku and Another', false],
  ['Acme (Pty) Ltd v Smith', 'Acme Proprietary Limited v Smith', true],
  ['Acme Ltd t/a Acme Foods v Smith', 'Acme Limited v Smith', true],
  ['The Minister of Health v Treatment Action Campaign', 'Minister of Health and Others v Treatment Action Campaign and Others', true],
  ['Minister of Health vs TAC', 'Minister of Health v Treatment Action Campaign', true],
  ['Minister of Health v. Treatment Action Campaign', 'Minister of Health v Treatment Action Campaign', true],
  ['Minister of Finance v Treatment Action Campaign', 'Minister of Health v Treatment Action Campaign', false],
  ['Jacobs obo Minors v Acme', 'Jacobs obo Minors v Acme Holdings', true],
  ['Shibi v Sithole', 'Bhe and Others v Magistrate, Khayelitsha and Others; Shibi v Sithole and Others', true],
  ['Bhe v Magistrate, Khayelitsha', 'Bhe and Others v Magistrate, Khayelitsha (Commission for Gender Equality as Amicus Curiae)', true],
  ['South African Liquor Traders’ Association v Chairperson', "South African Liquor Traders' Association v Chairperson, Gauteng Liquor Board", true],
  // A number ending the written name: a footnote number where the official name has none, a company's where it has one.
  ['Bato Star Fishing v Minister 12', 'Bato Star Fishing (Pty) Ltd v Minister of Environmental Affairs and Tourism', true],
  ['City of Johannesburg v Blue Moonlight Properties 38', 'City of Johannesburg v Blue Moonlight Properties 39 (Pty) Ltd', false],
  ['City of Johannesburg v Blue Moonlight Properties 39', 'City of Johannesburg v Blue Moonlight Properties 39 (Pty) Ltd', true],
  // Places: written or left out, never a different one.
  ['Minister of Health, KwaZulu-Natal v X', 'Minister of Health v X', true],
  ['Minister of Health (Gauteng) v X', 'Minister of Health (KwaZulu-Natal) v X', false],
  ['MEC for Health v X', 'MEC for Health (Gauteng) v X', true],
  ['Certification of the Constitution of the Western Cape, 1997', 'Certification of the Constitution of the Republic of South Africa, 1996', false],
  // Ex parte ...: In re ...: written whole, it agrees whole.
  ['Ex parte President of the RSA: In re Constitutionality of the Liquor Bill', 'Ex Parte President of the Republic of South Africa: In re Constitutionality of the Liquor Bill', true],
  ['Ex parte President of the RSA: In re Constitutionality of the Liquor Bill', 'Pharmaceutical Manufacturers Association of South Africa: In re Ex Parte President of the Republic of South Africa', false],
  ['Ex parte Chairperson of the Constitutional Assembly: In re Certification of the Constitution of the RSA, 1996', 'Certification of the Constitution of the Republic of South Africa, 1996', true],
  ['In re Certification of the Constitution of the Republic of South Africa, 1996', 'Ex parte Chairperson of the Constitutional Assembly: In re Certification of the Constitution of the Republic of South Africa, 1996', true],
  // Acronyms, plurals and compounds.
  ['NUMSA v Intervalve', 'National Union of Metal Workers of South Africa v Intervalve (Pty) Ltd', true],
  ['National Union of Mineworkers v Intervalve', 'National Union of Metal Workers of South Africa v Intervalve (Pty) Ltd', false],
  ['COSATU v X', 'Congress of South African Trade Unions v X', true],
  ['CSARS v X', 'Commissioner for the South African Revenue Services v X', true],
  ['C:SARS v X', 'Commissioner, South African Revenue Service v X', true],
  ['SABC v X', 'South African Human Rights Commission v X', false],
  ['Matatiele Municipality v President of the RSA (No 1)', 'Matatiele Municipality and Others v President of the Republic of South Africa and Others (1)', true],
  ['Matatiele Municipality v President of the RSA (No 2)', 'Matatiele Municipality and Others v President of the Republic of South Africa and Others (1)', false],
  // A Roman numeral after a short name numbers the judgment (the fifteenth audit: `Glenister II` had been accused).
  ['Treatment Action Campaign II', 'Minister of Health and Others v Treatment Action Campaign and Others (No 2)', true],
  ['Matatiele II', 'Matatiele Municipality and Others v President of the Republic of South Africa and Others (1)', false],
  ['Minister of Finance v Rand Mines Group II', 'Minister of Finance v Rand Mines Group II (Pty) Ltd', true], // a numeral the official name holds as a word
  ['Minister of Home Affairs v IV', 'Minister of Home Affairs and Another v IV and Others', true], // a party named by the letters
];

// (written, official, agreement counted as unchecked?) A judgment's number written where the official name has none.
const UNCHECKED_ROWS: Array<[string, string, boolean]> = [
  ['Glenister II', 'Glenister v President of the Republic of South Africa and Others', true],
  ['Glenister v President of the RSA (No 2)', 'Glenister v President of the Republic of South Africa and Others', true],
  ['Minister of Finance v Rand Mines Group II', 'Minister of Finance v Rand Mines Group II (Pty) Ltd', false], // the numeral is the official name's own word
  ['Glenister', 'Glenister v President of the Republic of South Africa and Others', false],
];

describe('agreement not counted as checked', () => {
  it.each(UNCHECKED_ROWS)('%s ~ %s: %s', (written, official, unchecked) => {
    expect(agreementUnchecked(written, official)).toBe(unchecked);
  });
});

describe('party names agree as a lawyer reads them', () => {
  it.each(PARTY_ROWS)('%s ~ %s: %s', (written, official, agree) => {
    expect(partyNamesAgree(written, official)).toBe(agree);
  });
});

// (written title, recorded title, agree?)
const ACT_ROWS: Array<[string, string, boolean]> = [
  ['Magistrates’ Courts Act', 'Magistrates Court Act', true], // the eleventh audit: a plural's s, as party names are compared
  ['Companies Act', 'Company Act', false], // (companies is no plural of company the comparison makes)
  ['Companies Act', 'Companies Act', true],
  ['Companies Act', 'Companies Act, 2008', true],
  ['the Companies Act', 'Companies Act', true],
  ['Companies Amendment Act', 'Companies Act', false],
  ['Companies Act', 'Companies Amendment Act', false],
  ['Companies Amendment Act', 'Companies Amendment Act', true],
  ['Local Government: Municipal Systems Act', 'Local Government Municipal Systems Act', true],
  ['Municipal Systems Act', 'Local Government: Municipal Systems Act', true],
  ['Constitution of the Republic of South Africa', 'Constitution of the Republic of South Africa, 1996', true],
  ['Close Corporations Act', 'Companies Act', false],
  // A prefix left out agrees; another prefix written does not.
  ['Waste Act', 'National Environmental Management: Waste Act', true],
  ['National Environmental Management: Waste Act', 'National Environmental Management: Waste Act', true],
  ['Local Government: Waste Act', 'National Environmental Management: Waste Act', false],
  ['Labour Relations: Companies Act', 'Companies Act', false],
  ['Local Government: Municipal Systems Act', 'Municipal Systems Act', true],
  ['Rates and Monetary Amounts and Amendment of Revenue Laws Act', 'Rates & Monetary Amounts & Amendment of Revenue Laws Act', true],
  ['National Environmental Management: Municipal Systems Act', 'Local Government: Municipal Systems Act', false],
  // An acronym in capitals spells the title's first words' initials (a small word's taken or passed
  // over), all of them with a last A for Act, or a beginning; at least three letters.
  ['PIE Act', 'Prevention of Illegal Eviction from and Unlawful Occupation of Land Act', true],
  ['POPI Act', 'Protection of Personal Information Act', true],
  ['POPIA', 'Protection of Personal Information Act', true],
  ['PAJA', 'Promotion of Administrative Justice Act', true],
  ['PAIA', 'Promotion of Access to Information Act', true],
  ['PAJA', 'Promotion of Access to Information Act', false],
  ['PAIA', 'Promotion of Administrative Justice Act', false],
  ['MFMA', 'Local Government: Municipal Finance Management Act', true],
  ['SPLUMA', 'Spatial Planning and Land Use Management Act', true],
  ['PEPUDA', 'Promotion of Equality and Prevention of Unfair Discrimination Act', true],
  ['CPA', 'Criminal Procedure Act', true],
  ['CCMA', 'Labour Relations Act', false],
  ['LR Act', 'Labour Relations Act', false],
  ['WATER Act', 'National Water Act', false],
  ['Paja', 'Promotion of Administrative Justice Act', false],
  // An Amendment Act's acronym spells every word, then the A of Act (the fourteenth audit's hunt).
  ['NHA', 'National Health Amendment Act', false],
  ['CPA', 'Criminal Procedure Amendment Act', false],
  ['CPAA', 'Criminal Procedure Amendment Act', true],
  // However hyphens and spaces divide the words.
  ['BROADBASED BLACK ECONOMIC EMPOWERMENT Act', 'Broad-Based Black Economic Empowerment Act', true],
  ['Fundraising Act', 'Fund-raising Act', true],
  ['Fund Raising Act', 'Fund-raising Act', true],
  ['Fundraising Amendment Act', 'Fund-raising Act', false],
];

describe('Act titles agree', () => {
  it.each(ACT_ROWS)('%s ~ %s: %s', (written, official, agree) => {
    expect(actNamesAgree(written, official)).toBe(agree);
  });
});

// What the library's name lookup is narrowed by (the lookup only narrows; partyNamesAgree decides).
describe('name lookup words', () => {
  it.each([
    // Words written, an abbreviation with its words.
    ['Minister of Police v Mboweni', 'minister & police & mboweni'],
    ['MEC for Health v Smith', '(mec | (member & executive & council)) & health & smith'],
    // A side's words or their initials: the record may be titled `Wiese v CSARS`.
    ['Wiese v Commissioner for the South African Revenue Service', 'wiese & ((commissioner & south & african & revenue & service) | csars)'],
    // A written acronym does not narrow: the record may spell it out.
    ['NUMSA v Intervalve (Pty) Ltd', 'intervalve'],
    // Unless the name is nothing else.
    ['DA v EFF', 'da & eff'],
    ['S v Makwanyane and Another', 'makwanyane'],
  ])('%s: %s', (written, expected) => {
    expect(nameSearchWords(written)).toBe(expected);
  });
});
