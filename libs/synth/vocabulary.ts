/** Words and phrases of South African legal writing, from which synthetic texts are put together. */

export const SURNAMES = [
  'Mokoena', 'Naidoo', 'van der Merwe', 'Dlamini', 'Botha', 'Khumalo', 'Pillay', 'Nkosi', 'Botes', 'Mahlangu', 'Pretorius',
  'Zulu', 'Ndlovu', 'Jacobs', 'Sithole', 'Mthembu', 'Fourie', 'Govender', 'Mabuza', 'Steyn', 'Molefe', 'Petersen',
  'Coetzee', 'Radebe', 'Maluleke', 'Hendricks', 'Ngcobo', 'Louw', 'Tshabalala', 'Moodley', 'Kruger', 'Baloyi',
];
export const ENTITIES = [
  'Minister of Police', 'Road Accident Fund', 'City of Johannesburg Metropolitan Municipality', 'Standard Bank of South Africa Ltd',
  'Member of the Executive Council for Health, Gauteng', 'National Director of Public Prosecutions', 'Eskom Holdings SOC Ltd',
  'Commissioner for the South African Revenue Service', 'Minister of Home Affairs', 'Absa Bank Ltd', 'Transnet SOC Ltd',
  'City of Cape Town', 'eThekwini Municipality', 'Passenger Rail Agency of South Africa', 'Competition Commission',
  'Minister of Justice and Correctional Services', 'South African Social Security Agency', 'Independent Electoral Commission',
  'Nedbank Ltd', 'Body Corporate of Seaview Heights', 'Minister of Finance', 'Legal Practice Council', 'Public Protector',
];
export const COURTS = [
  { code: 'ZACC', name: 'Constitutional Court', report: 'CC' },
  { code: 'ZASCA', name: 'Supreme Court of Appeal', report: 'SCA' },
  { code: 'ZAGPJHC', name: 'Gauteng Division of the High Court, Johannesburg', report: 'GJ' },
  { code: 'ZAGPPHC', name: 'Gauteng Division of the High Court, Pretoria', report: 'GP' },
  { code: 'ZAWCHC', name: 'Western Cape Division of the High Court, Cape Town', report: 'WCC' },
  { code: 'ZAKZDHC', name: 'KwaZulu-Natal Division of the High Court, Durban', report: 'KZD' },
  { code: 'ZAECGHC', name: 'Eastern Cape Division of the High Court, Makhanda', report: 'ECG' },
  { code: 'ZALCJHB', name: 'Labour Court, Johannesburg', report: 'LC' },
  { code: 'ZALAC', name: 'Labour Appeal Court', report: 'LAC' },
];
export const SUBJECTS = [
  'Water Services', 'Road Traffic', 'Consumer Protection', 'Municipal Finance', 'Environmental Management', 'Labour Relations',
  'Mineral Resources', 'Housing Development', 'Public Health', 'Electronic Communications', 'Tax Administration', 'Competition',
  'Land Reform', 'Disaster Management', 'Firearms Control', 'Higher Education', 'Legal Practice', 'Credit Regulation',
  'Spatial Planning', 'Waste Management', 'Liquor Licensing', 'Marine Living Resources', 'Animal Health', 'Cybercrimes',
  'Protected Areas', 'Air Quality', 'Employment Equity', 'Skills Development', 'Child Justice', 'Refugees', 'Insolvency',
  'Sectional Titles', 'Heritage Resources', 'National Parks', 'Public Procurement', 'Victim Support', 'Small Business',
];
export const BYLAW_TOPICS = [
  'Street Trading', 'Outdoor Advertising and Signage', 'Community Fire Safety', 'Electricity Supply', 'Water and Sanitation',
  'Public Parks', 'Keeping of Animals', 'Noise Control', 'Informal Trading', 'Building Control', 'Cemeteries and Crematoria',
  'Solid Waste Management', 'Air Quality Management', 'Problem Property', 'Liquor Trading Hours', 'Municipal Planning',
];
export const MUNICIPALITIES = ['City of Cape Town', 'City of Johannesburg', 'eThekwini Municipality', 'City of Tshwane', 'Nelson Mandela Bay', 'Mangaung', 'Buffalo City', 'Stellenbosch'];
export const HEADINGS = [
  'Definitions', 'Objects of Act', 'Application of Act', 'Establishment of Authority', 'Functions of Authority', 'Powers of Minister',
  'Delegation of powers', 'Appointment of inspectors', 'Powers of inspectors', 'Registration', 'Application for licence',
  'Conditions of licence', 'Suspension and cancellation of licence', 'Appeals', 'Offences and penalties', 'Regulations',
  'Transitional provisions', 'Repeal of laws', 'Short title and commencement', 'Compliance notices', 'Record keeping',
  'Duties of owners', 'Prohibited conduct', 'Confidentiality', 'Annual report', 'Financial management', 'Exemptions',
  'Notices and documents', 'Reporting obligations', 'Public participation', 'Fees and charges', 'Enforcement',
];
export const NOUNS = [
  'applicant', 'respondent', 'municipality', 'Minister', 'licence holder', 'inspector', 'authority', 'owner', 'occupier',
  'employer', 'employee', 'consumer', 'supplier', 'council', 'tribunal', 'magistrate', 'prosecutor', 'accused', 'appellant',
  'plaintiff', 'defendant', 'member', 'board', 'registrar', 'Director-General', 'trustee', 'liquidator', 'lessor', 'lessee',
];
export const VERBS = [
  'must', 'may', 'may not', 'must within 30 days', 'must, on written request,', 'may, after consultation with the Minister,',
  'must, subject to subsection (2),', 'may, by notice in the Gazette,', 'must, as soon as reasonably possible,',
];
export const ACTIONS = [
  'submit a written report to the authority', 'keep a register of all applications received', 'publish a notice in the Gazette',
  'afford the affected person an opportunity to make representations', 'issue a compliance notice', 'suspend the licence',
  'refer the matter to the tribunal', 'determine the fees payable', 'take reasonable steps to prevent pollution',
  'inspect any premises at any reasonable time', 'prescribe the form and manner of the application',
  'give reasons for the decision in writing', 'furnish such information as may be prescribed', 'cancel the registration',
  'recover the costs incurred from the owner', 'consult the relevant provincial department',
];
export const JUDGMENT_SENTENCES = [
  'The central question in this appeal is whether the decision of the {noun} was lawful, reasonable and procedurally fair.',
  'It is trite that the onus rests on the {noun} to prove the facts on which the claim is founded on a balance of probabilities.',
  'The court a quo found that the {noun} had failed to exhaust the internal remedies available under the Act.',
  'Section 33 of the Constitution guarantees everyone the right to administrative action that is lawful, reasonable and procedurally fair.',
  'The principle of legality requires that every exercise of public power be rationally related to the purpose for which the power was given.',
  'Counsel for the {noun} submitted that the interpretation adopted by the High Court was unduly narrow.',
  'Interpretation is the objective process of attributing meaning to the words used in a document, having regard to the context provided by reading the provision in the light of the document as a whole.',
  'The {noun} did not dispute that the notice was served, but contended that it was defective in form.',
  'In my view the evidence does not support the conclusion that the {noun} acted in bad faith.',
  'The requirements for a final interdict are a clear right, an injury actually committed or reasonably apprehended, and the absence of similar protection by any other ordinary remedy.',
  'The delay of more than 180 days was not explained, and no case was made out for condonation.',
  'It follows that the appeal must succeed and that the order of the court below must be set aside.',
  'The rule of law requires that the {noun} exercise only those powers conferred by law.',
  'The applicant bears the onus of establishing that the limitation is not reasonable and justifiable in an open and democratic society based on human dignity, equality and freedom.',
  'Costs should follow the result, there being no reason to depart from the general rule.',
  'The Biowatch principle protects litigants who seek to assert constitutional rights against the State from adverse costs orders.',
  'The {noun} was entitled to rely on the representation made by the {noun2} in the correspondence of the parties.',
  'The review application was brought under the Promotion of Administrative Justice Act 3 of 2000.',
  'Section 39(2) of the Constitution obliges courts to promote the spirit, purport and objects of the Bill of Rights when interpreting legislation.',
  'The facts are largely common cause and may be stated briefly.',
];
export const ORDERS = [
  'The appeal is upheld with costs, including the costs of two counsel.',
  'The application for leave to appeal is dismissed with costs.',
  'The order of the High Court is set aside and replaced with the following: "The application is dismissed with costs."',
  'The matter is remitted to the tribunal for reconsideration.',
  'The decision of the first respondent is reviewed and set aside.',
];
export const NOTICE_KINDS = [
  'Notice of intention to make regulations', 'Publication for public comment', 'Determination of tariffs', 'Appointment of members',
  'Notice of commencement', 'Declaration of a disaster', 'Call for nominations', 'Amendment of schedule', 'Designation of areas',
  'Withdrawal of notice', 'Exemption notice', 'Invitation to comment on draft policy',
];
