import { describe, expect, it } from '@jest/globals';
import { actNamesAgree, partyNamesAgree } from '#libs/citations/names.js';

// (written before the citation, official case name, agree?)
const PARTY_ROWS: Array<[string, string, boolean]> = [
  ['S v Makwanyane', 'S v Makwanyane and Another', true],
  ['S v Makwanyane and Another', 'S v Makwanyane and Another', true],
  ['State v Makwanyane', 'S v Makwanyane and Another', true],
  ['S v Smith', 'S v Makwanyane and Another', false],
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
  ['Bedderson NNO v Logbro', 'Logbro Properties CC v Bedderson NO', false],
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
];

describe('party names agree as a lawyer reads them', () => {
  it.each(PARTY_ROWS)('%s ~ %s: %s', (written, official, agree) => {
    expect(partyNamesAgree(written, official)).toBe(agree);
  });
});

// (written title, recorded title, agree?)
const ACT_ROWS: Array<[string, string, boolean]> = [
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
];

describe('Act titles agree', () => {
  it.each(ACT_ROWS)('%s ~ %s: %s', (written, official, agree) => {
    expect(actNamesAgree(written, official)).toBe(agree);
  });
});
