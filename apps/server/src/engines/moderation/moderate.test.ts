import { LANGUAGE_CODES, THEMES } from '@storyloom/contract';
import { describe, expect, it } from 'vitest';
import { moderateText } from './moderate.ts';
import { MODERATION_CATEGORIES, SAFE_WORDS, WORD_LISTS } from './word-lists.ts';

const flaggedOf = (texts: readonly string[]) => texts.filter((text) => moderateText(text).flagged);

describe('WORD_LISTS', () => {
  it('has a list for every language of the app, each with at least 20 terms', () => {
    expect(Object.keys(WORD_LISTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const lists of Object.values(WORD_LISTS)) {
      const count = MODERATION_CATEGORIES.reduce((sum, category) => sum + (lists[category]?.length ?? 0), 0);
      expect(count).toBeGreaterThanOrEqual(20);
    }
  });

  it('flags every listed term on its own, in its own category', () => {
    const missed: string[] = [];
    for (const [language, lists] of Object.entries(WORD_LISTS))
      for (const category of MODERATION_CATEGORIES)
        for (const term of lists[category] ?? []) {
          const text = term.replace(/^\*|\*$/g, '');
          if (!moderateText(text).categories.includes(category))
            missed.push(`${language}/${category}: ${term}`);
        }
    expect(missed).toEqual([]);
  });
});

describe('moderateText', () => {
  it.each([
    ['en', 'a knight who kills everyone in the village', 'violence'],
    ['en', 'a dragon who sells cocaine', 'drugs'],
    ['es', 'una historia sobre el suicidio', 'self-harm'],
    ['tr', 'ejderha herkesi öldürüyor', 'violence'],
    ['tr', 'siktir git dinozor', 'profanity'],
    ['he', 'סיפור על התאבדות', 'self-harm'],
    ['fa', 'داستان خودکشی یک خرگوش', 'self-harm'],
    ['fr', 'un meurtre au château', 'violence'],
    ['hi', 'एक बलात्कार की कहानी', 'sexual'],
    ['pa', 'ਕਤਲ ਦੀ ਕਹਾਣੀ', 'violence'],
    ['zh', '一个关于自杀的故事', 'self-harm'],
    ['zh', '關於毒品的故事', 'drugs'],
    ['ja', '恐竜が人を殺す話', 'violence'],
    ['ko', '마약을 하는 공룡', 'drugs'],
    ['ko', '씨발 공룡', 'profanity'],
    ['de', 'Der Ritter will alle töten', 'violence'],
    ['it', 'una storia con la cocaina', 'drugs'],
    ['pt', 'o dragão quer matar todos', 'violence'],
    ['ru', 'дракон убил принцессу', 'violence'],
    ['ar', 'قصة عن الانتحار', 'self-harm'],
  ])('flags a %s request: %s', (_language, text, category) => {
    expect(moderateText(text)).toEqual({ flagged: true, categories: [category] });
  });

  it.each([
    ['leetspeak', 'k1ll the dragon', 'violence'],
    ['leetspeak with symbols', '$h!t happens', 'profanity'],
    ['leetspeak', 'p0rn0 party', 'sexual'],
    ['stretched letters', 'kiiiiill', 'violence'],
    ['stretched letters', 'FUUUUUCK', 'profanity'],
    ['dots', 'k.i.l.l', 'violence'],
    ['dots inside a word', 'co.caine', 'drugs'],
    ['spaced-out letters', 's e x', 'sexual'],
    ['full-width letters', 'ｆｕｃｋ', 'profanity'],
    ['a zero-width space', 'mur\u200bder', 'violence'],
    ['diacritics', 'mürdér', 'violence'],
    ['a Cyrillic letter among Latin ones', 'сunt', 'profanity'],
    ['a Latin letter among Cyrillic ones', 'cука', 'profanity'],
    ['Turkish capitals', 'İNTİHAR', 'self-harm'],
    ['an undotted Turkish spelling', 'intihar', 'self-harm'],
    ['ё written as е or ё', 'ёбаный', 'profanity'],
    ['Hebrew vowel points', 'הִתְאַבְּדוּת', 'self-harm'],
    ['Arabic vowel marks and tatweel', 'انتـــحـار', 'self-harm'],
    ['Persian letters for Arabic ones', 'کوکائین', 'drugs'],
    ['a Hindi nukta left out', 'खुदकुशी', 'self-harm'],
    ['a phrase written together', 'selfharm', 'self-harm'],
  ])('sees through %s: %s', (_trick, text, category) => {
    expect(moderateText(text).categories).toEqual([category]);
  });

  it('reports every category touched, in a fixed order', () => {
    expect(moderateText('fucking kill the junkie')).toEqual({
      flagged: true,
      categories: ['violence', 'drugs', 'profanity'],
    });
  });

  it('lets ordinary lookalikes pass but not the listed word they resemble', () => {
    expect(SAFE_WORDS).toContain('cono');
    expect(moderateText('un cono de helado').flagged).toBe(false);
    expect(moderateText('coño').flagged).toBe(true);
    expect(moderateText('une pizza au fromage râpé').flagged).toBe(false);
    expect(moderateText('rápe').flagged).toBe(true);
    expect(moderateText('Tag der Toten').flagged).toBe(false);
    expect(moderateText('töten').flagged).toBe(true);
    expect(moderateText('杀人鲸妈妈').flagged).toBe(false);
    expect(moderateText('杀人').flagged).toBe(true);
    expect(moderateText('Bize katıl').flagged).toBe(false);
    expect(moderateText('katil').flagged).toBe(true);
    expect(moderateText('東サセックスのファックス').flagged).toBe(false);
    expect(moderateText('セックス').flagged).toBe(true);
  });

  it('lets ordinary names from many cultures pass', () => {
    const names = [
      ...[
        'Dick',
        'Gay',
        'Fanny',
        'Willy',
        'Titus',
        'Randy',
        'Randi',
        'Semen',
        'Nigar',
        'Amina',
        'Kike',
        'Concha',
      ],
      ...['Phuc', 'Dong', 'Lai Fuk', 'Cuma', 'Cumhur', 'Sikandar', 'Nazi', 'Nazlı', 'Işık', 'SILA', 'İpek'],
      ...['Çağla', 'Åsa', 'Björn', 'Zoë', 'Chloé', 'Anaïs', 'Assunta', 'Bastian', 'Anal', 'Kuntal', 'Assaf'],
      ...['Sheila Dikshit', 'Ava Cockburn', 'Liam Hooker', 'Niki Lauda', 'Fatima', 'Muhammad', 'Yusuf'],
      ...['Noa', 'Shira', 'Dariush', 'Shirin', 'Priya', 'Arjun', 'Gurpreet', 'Simran', 'Wei', 'Mia'],
      ...['李明', '陈静', '美咲', 'さくら', '翔太', '민준', '서연', '지우', 'Олег', 'Анастасия', 'Семён'],
      ...['נועה', 'יוסי', 'محمد', 'فاطمة', 'نازی', 'نيك', 'प्रिया', 'अनल', 'ਗੁਰਪ੍ਰੀਤ', 'ਹਰਪ੍ਰੀਤ'],
    ];
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(flaggedOf(names)).toEqual([]);
  });

  it("lets the app's themes and ordinary custom themes pass in many languages", () => {
    const themes = [
      ...THEMES.flatMap((theme) => [theme.value, theme.label]),
      'a pirate treasure hunt',
      'a dragon that breathes fire',
      'a friendly ghost',
      'a scary-but-friendly ghost',
      'shooting stars over the sea',
      'a brave knight',
      'the doctor gives a shot',
      'a doctor and an injection',
      'Scunthorpe football club',
      'knights and a sword fight with foam swords',
      'Halloween witches and a black cat',
      'dinosaurs that roar and stomp',
      'a killer whale and her calf',
      'The Owl and the Pussy-cat went to sea',
      'a blue tit in the garden',
      'cock-a-doodle-doo on the farm',
      'a tea party with robots',
      'a stupid, silly pillow fight',
      'a water gun fight at the beach',
      'a rapping robot and a heroine',
      'shiitake soup in Essex',
      'un cono de helado gigante',
      'una fiesta de cumpleaños en la playa',
      'no molestar: el oso duerme',
      'la heroína salva el bosque',
      'une pizza au fromage râpé',
      'chut, le bébé dort',
      'un baiser pour maman et la chatte',
      "un pique-nique et le chien mord sa balle, en retard pour l'école",
      'Tag der Toten mit Kerzen',
      'eine Pute zu Weihnachten und ein magischer Stab',
      'der Hund wedelt mit dem Schwanz',
      'le viole nel giardino e il cavallo di Troia',
      'scopare il pavimento con la scopa',
      'ele pede um sorvete e o veado dorme',
      'a boceta de Pandora',
      'sık sık denize gideriz',
      'kendini asla yalnız hissetme',
      "Afyon'da sıkış tıkış bir otobüs",
      'героиня спасает лес',
      'у сучка на ветке сидит птица, попытка полететь',
      'жидкий мёд и пчёлы',
      'האות זין',
      'כוס תה עם רובוטים מתחת לים',
      'הטבח מכין עוגה',
      'الكون والنجوم',
      'حفلة شاي مع الروبوتات',
      'هیچ کس تنها نیست',
      'نقاشی بکش',
      'दवा की गोली',
      'समुद्र की सैर',
      'ਚਿੱਟਾ ਘੋੜਾ',
      '我想死你了',
      '一只大麻雀',
      '妈妈的生日',
      '海洋探险',
      'イエローの恐竜',
      'やくそくの日',
      'しゃぶしゃぶパーティー',
      'スーパーマンコスチューム',
      'フェラーリのレース',
      '다섯 살인 민수의 모험',
      '자지 마, 아직 밤이 아니야',
      '보지 마세요',
      '숨죽여 기다리는 토끼',
      '시발점',
      '참수리 가족',
      'kkkkk um dinossauro engraçado',
    ];
    expect(themes.length).toBeGreaterThanOrEqual(40);
    expect(flaggedOf(themes)).toEqual([]);
  });

  it('passes mild words a child might use', () => {
    expect(flaggedOf(['stupid', 'fight', 'silly', 'scary', 'monster', 'poop', 'bum', 'damn'])).toEqual([]);
  });
});
