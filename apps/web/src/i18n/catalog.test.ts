import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const messagesDir = path.join(here, 'messages');
const sourceDir = path.resolve(here, '..');

type Catalogue = Record<string, string>;

/** A language's messages by id ('player.sceneOf'), read from its area files. */
function readCatalogue(locale: string): Catalogue {
  const dir = path.join(messagesDir, locale);
  const messages: Catalogue = {};
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const area = file.slice(0, -'.json'.length);
    const entries = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    for (const [key, text] of Object.entries(entries)) {
      if (typeof text !== 'string') throw new Error(`${locale}/${file}: ${key} is not a text`);
      messages[`${area}.${key}`] = text;
    }
  }
  return messages;
}

/** What a message needs from the code: its arguments with their kinds, and its tags. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(`${element.value}`);
    else if (element.type === TYPE.number) found.add(`${element.value}:number`);
    else if (element.type === TYPE.date || element.type === TYPE.time) found.add(`${element.value}:date`);
    else if (isTagElement(element)) {
      found.add(`<${element.value}>`);
      placeholders(element.children, found);
    } else if (isPluralElement(element) || isSelectElement(element)) {
      found.add(`${element.value}:${isPluralElement(element) ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

/** Every plural in a message, with the categories it gives a text for. */
function plurals(elements: MessageFormatElement[], found: { name: string; options: string[] }[] = []) {
  for (const element of elements) {
    if (isPluralElement(element)) {
      found.push({ name: element.value, options: Object.keys(element.options) });
      for (const option of Object.values(element.options)) plurals(option.value, found);
    } else if (isSelectElement(element)) {
      for (const option of Object.values(element.options)) plurals(option.value, found);
    } else if (isTagElement(element)) plurals(element.children, found);
  }
  return found;
}

/** The app's own source, without tests and catalogues: where every message must be asked for. */
function appSource(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== messagesDir && entry.name !== 'test') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(sourceDir);
  return texts.join('\n');
}

const english = readCatalogue('en');
const others = LOCALES.filter((locale) => locale !== 'en');

describe('the interface catalogues', () => {
  it('has every story language, and English has texts', () => {
    expect(fs.readdirSync(messagesDir).sort()).toEqual([...LOCALES].sort());
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it('asks for every English message somewhere in the app, by its whole id', () => {
    const source = appSource();
    const unused = Object.keys(english).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it.each(LOCALES)('%s parses, with a text for each plural category of its language', (locale) => {
    const problems: string[] = [];
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [id, text] of Object.entries(readCatalogue(locale))) {
      if (text.trim() === '') problems.push(`${id}: empty`);
      let elements: MessageFormatElement[];
      try {
        elements = parse(text);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
        continue;
      }
      for (const plural of plurals(elements)) {
        const missing = categories.filter((category) => !plural.options.includes(category));
        if (missing.length > 0) problems.push(`${id}: {${plural.name}} has no ${missing.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(others)('%s has exactly the English ids, with the same placeholders', (locale) => {
    const catalogue = readCatalogue(locale);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    const mismatched = Object.entries(english).flatMap(([id, text]) => {
      const own = catalogue[id];
      if (own === undefined) return [];
      const expected = [...placeholders(parse(text))].filter((p) => !p.endsWith(':plural')).sort();
      const actual = [...placeholders(parse(own))].filter((p) => !p.endsWith(':plural')).sort();
      return expected.join() === actual.join() ? [] : [`${id}: ${actual.join(' ')} ≠ ${expected.join(' ')}`];
    });
    expect(mismatched).toEqual([]);
  });

  it.each(others)('%s is written in its own words, not left in English', (locale) => {
    const catalogue = readCatalogue(locale);
    const ids = Object.keys(english);
    const same = ids.filter((id) => catalogue[id] === english[id]);
    // Names and short words may rightly stay as they are (Storyloom, PDF, OK).
    expect(same.length).toBeLessThanOrEqual(Math.max(2, Math.floor(ids.length * 0.1)));
  });
});
