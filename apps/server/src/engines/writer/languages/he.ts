import type { LanguagePack, Line, LineContext } from '../types.ts';

/**
 * A moment of a theme told as a Hebrew verb phrase. Hebrew verbs agree with the subject's gender
 * in the singular, but the past plural (שחו) and the first person plural (נשחה) do not, and
 * neither does the infinitive (לשחות): those carry the story when no gender is given. The `rest`
 * never names the companion, so the companion can always share the action.
 */
interface Act {
  /** Past, "he": "שחה". */
  m: string;
  /** Past, "she": "שחתה". */
  f: string;
  /** Past, "they" (the same for any gender): "שחו". */
  pl: string;
  /** Future, "we" ("let's …"): "נשחה". */
  we: string;
  /** Infinitive: "לשחות". */
  inf: string;
  /** What follows the verb: "עם להקת דגים". */
  rest: string;
}

/**
 * The climax and the ending may concern the companion itself (the dragon's lost voice, teddy's
 * night light), so they also carry a gender-free clause built around the child's name
 * ("סרטנון מצא את הדרך הביתה בזכות נועה"), used when no gender is given.
 */
interface Deed extends Act {
  none: (name: string) => string;
}

export interface HebrewWords {
  /** Where the story happens, as a noun phrase: "שונית אלמוגים צבעונית מתחת לים". */
  place: string;
  /** In the place, with the preposition already joined: "בשונית אלמוגים צבעונית מתחת לים". */
  at: string;
  /** A short "in the place": "בשונית". */
  here: string;
  /** The place again as a short definite noun: "השונית". */
  hereName: string;
  /** The companion's name and kind: "דודי הדולפין". */
  friend: string;
  /** Just the companion's name: "דודי". */
  friendName: string;
  /** The companion is grammatically feminine (רוחי רוח הרפאים): its verbs and adjectives agree. */
  she?: true;
  /** A sound for the youngest listeners, without final punctuation: "שפריץ, שפריץ". */
  sound: string;
  /** What is found, indefinite (so it needs no את): "צדף פנינה נוצץ". */
  found: string;
  /** The found thing again, definite: "צדף הפנינה". */
  thing: string;
  /** Eight episodes, index-aligned with the theme script. */
  episodes: readonly [Act, Act, Act, Act, Act, Act, Act, Act];
  climax: Deed;
  ending: Deed;
  /** Title words: "הרפתקה מתחת לים". */
  topic: string;
  /** A custom theme's text, as the parent typed it: titles quote it. */
  about?: string;
}

/** Builds a moment from "m f pl we inf" (five one-word verb forms) and the rest of the phrase. */
const act = (forms: string, rest: string): Act => {
  const [m = '', f = '', pl = '', we = '', inf = ''] = forms.split(' ');
  return { m, f, pl, we, inf, rest };
};
const deed = (forms: string, rest: string, none: Deed['none']): Deed => ({ ...act(forms, rest), none });

const w = (words: HebrewWords) => words;

const themes: LanguagePack<HebrewWords>['themes'] = {
  ocean: w({
    place: 'שונית אלמוגים צבעונית מתחת לים',
    at: 'בשונית אלמוגים צבעונית מתחת לים',
    here: 'בשונית',
    hereName: 'השונית',
    friend: 'דודי הדולפין',
    friendName: 'דודי',
    sound: 'שפריץ, שפריץ',
    found: 'צדף פנינה נוצץ שמזמזם מנגינה',
    thing: 'צדף הפנינה',
    episodes: [
      act('שחה שחתה שחו נשחה לשחות', 'עם להקת דגים בכל צבעי הקשת'),
      act('אמר אמרה אמרו נגיד להגיד', 'שלום לצב ים מנומנם'),
      act('ספר ספרה ספרו נספור לספור', 'את כל הצבעים של האלמוגים'),
      act('עקב עקבה עקבו נעקוב לעקוב', 'אחרי שביל של בועות כסופות'),
      act('שיחק שיחקה שיחקו נשחק לשחק', 'מחבואים עם תמנון קטן'),
      act('הקשיב הקשיבה הקשיבו נקשיב להקשיב', 'ללווייתן ששר הרחק הרחק'),
      act('גילה גילתה גילו נגלה לגלות', 'גן של אצות ים מתנועעות'),
      act('גלש גלשה גלשו נגלוש לגלוש', 'על גל רך ועדין'),
    ],
    climax: deed(
      'עזר עזרה עזרו נעזור לעזור',
      'לסרטנון קטן שהלך לאיבוד למצוא את הדרך הביתה',
      (n) => `סרטנון קטן שהלך לאיבוד מצא את הדרך הביתה בזכות ${n}`,
    ),
    ending: deed(
      'שט שטה שטו נשוט לשוט',
      'הביתה במים המוארים באור הירח',
      (n) => `המים המוארים באור הירח נשאו את ${n} בעדינות הביתה`,
    ),
    topic: 'הרפתקה מתחת לים',
  }),
  jungle: w({
    place: 'ג׳ונגל ירוק מלא עצים גבוהים',
    at: 'בג׳ונגל ירוק מלא עצים גבוהים',
    here: 'בג׳ונגל',
    hereName: 'הג׳ונגל',
    friend: 'מומו הקוף',
    friendName: 'מומו',
    sound: 'הופ, הופ',
    found: 'פרח זהוב שזוהר בצל',
    thing: 'הפרח הזהוב',
    episodes: [
      act('התנדנד התנדנדה התנדנדו נתנדנד להתנדנד', 'על ליאנות ירוקות ורכות'),
      act('פגש פגשה פגשו נפגוש לפגוש', 'תוכי צבעוני ופטפטן'),
      act('עבר עברה עברו נעבור לעבור', 'על קצות האצבעות ליד נמר מנמנם'),
      act('קפץ קפצה קפצו נקפוץ לקפוץ', 'מעל פלג מים נוצץ'),
      act('התחלק התחלקה התחלקו נתחלק להתחלק', 'בבננות מתוקות עם חברים חדשים'),
      act('הסתכל הסתכלה הסתכלו נסתכל להסתכל', 'בפרפרים שרוקדים באוויר'),
      act('טיפס טיפסה טיפסו נטפס לטפס', 'על עץ זקן וידידותי'),
      act('עקב עקבה עקבו נעקוב לעקוב', 'אחרי עקבות מצחיקות בבוץ'),
    ],
    climax: deed(
      'עזר עזרה עזרו נעזור לעזור',
      'לפיל תינוק לצאת מהבוץ הדביק',
      (n) => `פיל תינוק יצא מהבוץ הדביק בעזרת ${n}`,
    ),
    ending: deed(
      'הקשיב הקשיבה הקשיבו נקשיב להקשיב',
      'לשיר הערש של הצפרדעים והצרצרים',
      (n) => `הצפרדעים והצרצרים שרו שיר ערש שקט, רק בשביל ${n}`,
    ),
    topic: 'הרפתקה בג׳ונגל',
  }),
  space: w({
    place: 'החלל הרחוק, בין הכוכבים',
    at: 'בחלל הרחוק, בין הכוכבים',
    here: 'בחלל',
    hereName: 'החלל',
    friend: 'ביפ הרובוט',
    friendName: 'ביפ',
    sound: 'זום, זום',
    found: 'כוכב קטנטן שנפל מהשמיים',
    thing: 'הכוכב הקטנטן',
    episodes: [
      act('טס טסה טסו נטוס לטוס', 'בחללית ליד הירח'),
      act('קיפץ קיפצה קיפצו נקפץ לקפץ', 'על כוכב לכת סגול ורך'),
      act('נופף נופפה נופפו ננפנף לנפנף', 'לשלום לשביט ידידותי'),
      act('צייר ציירה ציירו נצייר לצייר', 'ציורים מכוכבים נוצצים'),
      act('ריחף ריחפה ריחפו נרחף לרחף', 'בלי שום כוח משיכה'),
      act('ביקר ביקרה ביקרו נבקר לבקר', 'בטבעות של כוכב לכת ענק'),
      act('פגש פגשה פגשו נפגוש לפגוש', 'חייזר קטן וביישן'),
      act('צפה צפתה צפו נצפה לצפות', 'בזריחה מעל כדור הארץ'),
    ],
    climax: deed(
      'עזר עזרה עזרו נעזור לעזור',
      'לכוכב הקטנטן למצוא שוב את מקומו בשמיים',
      (n) => `הכוכב הקטנטן מצא שוב את מקומו בשמיים בעזרת ${n}`,
    ),
    ending: deed(
      'צפה צפתה צפו נצפה לצפות',
      'מחלון הבית בכוכב הקטנטן המנצנץ',
      (n) => `החללית חזרה הביתה, והכוכב הקטנטן נצנץ מול החלון של ${n}`,
    ),
    topic: 'מסע אל הכוכבים',
  }),
  castle: w({
    place: 'טירה על גבעה ירוקה',
    at: 'בטירה על גבעה ירוקה',
    here: 'בטירה',
    hereName: 'הטירה',
    friend: 'מיצי החתלתול',
    friendName: 'מיצי',
    sound: 'דינג, דונג',
    found: 'מפתח זהב קטן מתחת לשיח ורדים',
    thing: 'מפתח הזהב',
    episodes: [
      act('חצה חצתה חצו נחצה לחצות', 'את גשר הזיזים החורק'),
      act('פגש פגשה פגשו נפגוש לפגוש', 'אביר טוב לב'),
      act('טיפס טיפסה טיפסו נטפס לטפס', 'במדרגות הלולייניות של המגדל'),
      act('רקד רקדה רקדו נרקוד לרקוד', 'באולם הגדול'),
      act('ערך ערכה ערכו נערוך לערוך', 'פיקניק בגן של הטירה'),
      act('התבונן התבוננה התבוננו נתבונן להתבונן', 'בציורים העתיקים שעל הקירות'),
      act('רכב רכבה רכבו נרכב לרכוב', 'על פוני עדין מסביב לחצר'),
      act('הקשיב הקשיבה הקשיבו נקשיב להקשיב', 'לנגן החצר שפורט על הלאוטה'),
    ],
    climax: deed(
      'פתח פתחה פתחו נפתח לפתוח',
      'את הדלת הסודית עם מפתח הזהב, ומאחוריה חיכה הכתר האבוד',
      (n) => `הדלת הסודית נפתחה בידיים הקטנות של ${n}, ומאחוריה חיכה הכתר האבוד`,
    ),
    ending: deed(
      'צפה צפתה צפו נצפה לצפות',
      'בכוכבים מראש המגדל',
      (n) => `הכוכבים נצצו מעל המגדל, והעיניים של ${n} הביטו בהם בשקט`,
    ),
    topic: 'הרפתקה בטירה',
  }),
  dinosaur: w({
    place: 'עמק שטוף שמש שבו גרים דינוזאורים ידידותיים',
    at: 'בעמק שטוף שמש שבו גרים דינוזאורים ידידותיים',
    here: 'בעמק',
    hereName: 'העמק',
    friend: 'דינו הדינוזאור הקטן',
    friendName: 'דינו',
    sound: 'בום, בום',
    found: 'ביצה גדולה ומנוקדת בקן של עלים',
    thing: 'הביצה המנוקדת',
    episodes: [
      act('צעד צעדה צעדו נצעד לצעוד', 'בצעדי ענק בין השרכים הגבוהים'),
      act('פגש פגשה פגשו נפגוש לפגוש', 'דינוזאור עדין עם צוואר ארוך ארוך'),
      act('השתכשך השתכשכה השתכשכו נשתכשך להשתכשך', 'בבריכה חמימה'),
      act('ספר ספרה ספרו נספור לספור', 'את הלוחות על הגב של סטגוזאורוס'),
      act('צפה צפתה צפו נצפה לצפות', 'בהר געש רחוק שפולט עננים רכים'),
      act('מצא מצאה מצאו נמצא למצוא', 'עקבות ענקיות'),
      act('אכל אכלה אכלו נאכל לאכול', 'פירות יער מתוקים'),
      act('התחרה התחרתה התחרו נתחרה להתחרות', 'בריצה עם טריצרטופס קטן'),
    ],
    climax: deed(
      'שמר שמרה שמרו נשמור לשמור',
      'על הביצה חמימה עד שבקע ממנה דינוזאור תינוק',
      (n) => `הביצה נשארה חמימה בזרועות של ${n}, עד שבקע ממנה דינוזאור תינוק`,
    ),
    ending: deed(
      'התכרבל התכרבלה התכרבלו נתכרבל להתכרבל',
      'ליד הדינוזאורים מתחת לכוכבים',
      (n) => `הדינוזאורים התכרבלו סביב ${n} מתחת לכוכבים`,
    ),
    topic: 'עמק הדינוזאורים',
  }),
  halloween: w({
    place: 'כפר ידידותי בליל האלווין',
    at: 'בכפר ידידותי בליל האלווין',
    here: 'בכפר',
    hereName: 'הכפר',
    friend: 'שחורי החתול השחור',
    friendName: 'שחורי',
    sound: 'בווו, חי חי חי',
    found: 'פנס דלעת זוהר שמחייך',
    thing: 'פנס הדלעת',
    episodes: [
      act('לבש לבשה לבשו נלבש ללבוש', 'תחפושת נהדרת'),
      act('דפק דפקה דפקו נדפוק לדפוק', 'על דלתות כדי לקבל ממתקים'),
      act('פגש פגשה פגשו נפגוש לפגוש', 'רוח רפאים קטנה ומצחקקת'),
      act('גילף גילפה גילפו נגלף לגלף', 'פרצוף מצחיק בדלעת'),
      act('צפה צפתה צפו נצפה לצפות', 'בעטלפים שרוקדים סביב הירח'),
      act('דשדש דשדשה דשדשו נדשדש לדשדש', 'בין עלי השלכת המרשרשים'),
      act('התחלק התחלקה התחלקו נתחלק להתחלק', 'בממתקים עם חברים'),
      act('הצטרף הצטרפה הצטרפו נצטרף להצטרף', 'למצעד התחפושות'),
    ],
    climax: deed(
      'הדליק הדליקה הדליקו נדליק להדליק',
      'את הפנס בשביל רוח רפאים קטנה שפחדה מהחושך',
      (n) => `הפנס נדלק בידיים של ${n}, ורוח הרפאים הקטנה כבר לא פחדה מהחושך`,
    ),
    ending: deed('הלך הלכה הלכו נלך ללכת', 'הביתה לאור הפנס', (n) => `אור הפנס ליווה את ${n} כל הדרך הביתה`),
    topic: 'ליל האלווין',
  }),
  christmas: w({
    place: 'כפר מושלג בחג המולד',
    at: 'בכפר מושלג בחג המולד',
    here: 'בכפר',
    hereName: 'הכפר המושלג',
    friend: 'כוכבי אייל הצפון',
    friendName: 'כוכבי',
    sound: 'דין, דין',
    found: 'פעמון כסף קטנטן בשלג',
    thing: 'פעמון הכסף',
    episodes: [
      act('בנה בנתה בנו נבנה לבנות', 'איש שלג עגול'),
      act('קישט קישטה קישטו נקשט לקשט', 'עץ חג גדול'),
      act('אפה אפתה אפו נאפה לאפות', 'עוגיות בצורת כוכבים'),
      act('גלש גלשה גלשו נגלוש לגלוש', 'במזחלת במורד הגבעה'),
      act('שר שרה שרו נשיר לשיר', 'שירי חג עם השכנים'),
      act('עטף עטפה עטפו נעטוף לעטוף', 'מתנות בסרטים אדומים'),
      act('תפס תפסה תפסו נתפוס לתפוס', 'פתיתי שלג'),
      act('לגם לגמה לגמו נלגום ללגום', 'שוקו חם'),
    ],
    climax: deed(
      'צלצל צלצלה צלצלו נצלצל לצלצל',
      'בפעמון הכסף כדי שאייל צפון שהלך לאיבוד ימצא את המזחלת',
      (n) => `פעמון הכסף צלצל בידיים של ${n}, ואייל צפון שהלך לאיבוד מצא את הדרך אל המזחלת`,
    ),
    ending: deed(
      'התכרבל התכרבלה התכרבלו נתכרבל להתכרבל',
      'ליד העץ המנצנץ',
      (n) => `האורות של העץ נצנצו בעדינות ליד ${n}`,
    ),
    topic: 'משאלה של חג',
  }),
  beach: w({
    place: 'חוף שטוף שמש ליד הים',
    at: 'בחוף שטוף שמש ליד הים',
    here: 'בחוף',
    hereName: 'החוף',
    friend: 'שחפי השחף',
    friendName: 'שחפי',
    sound: 'שששש, שששש',
    found: 'מכתב בתוך בקבוק זכוכית',
    thing: 'הבקבוק',
    episodes: [
      act('בנה בנתה בנו נבנה לבנות', 'ארמון חול גבוה'),
      act('אסף אספה אספו נאסוף לאסוף', 'צדפים יפים'),
      act('קפץ קפצה קפצו נקפוץ לקפוץ', 'מעל הגלים הקטנים'),
      act('העיף העיפה העיפו נעיף להעיף', 'עפיפון ברוח'),
      act('הסתכל הסתכלה הסתכלו נסתכל להסתכל', 'בסרטן שהולך הצידה'),
      act('ליקק ליקקה ליקקו נלקק ללקק', 'גלידה קרה'),
      act('הציץ הציצה הציצו נציץ להציץ', 'לתוך בריכת מים קטנה בין הסלעים'),
      act('ראה ראתה ראו נראה לראות', 'סירת מפרש רחוקה באופק'),
    ],
    climax: deed(
      'עקב עקבה עקבו נעקוב לעקוב',
      'אחרי המפה שבבקבוק עד לתיבה מלאה צדפים נוצצים',
      (n) => `המפה שבבקבוק הובילה את ${n} אל תיבה מלאה צדפים נוצצים`,
    ),
    ending: deed(
      'צפה צפתה צפו נצפה לצפות',
      'בשמש ששוקעת לתוך הים',
      (n) => `השמש שקעה לתוך הים מול העיניים של ${n}`,
    ),
    topic: 'יום בחוף הים',
  }),
  dragon: w({
    place: 'ההרים המעורפלים שבהם גר דרקון ידידותי',
    at: 'בהרים המעורפלים שבהם גר דרקון ידידותי',
    here: 'בהרים',
    hereName: 'ההרים המעורפלים',
    friend: 'להבי הדרקון',
    friendName: 'להבי',
    sound: 'ווש, ווש',
    found: 'קשקש דרקון חמים ומנצנץ',
    thing: 'קשקש הדרקון',
    episodes: [
      act('טס טסה טסו נטוס לטוס', 'מעל הגבעות והעננים'),
      act('קלה קלתה קלו נקלה לקלות', 'מרשמלו בנשיפת אש קטנטנה'),
      act('חקר חקרה חקרו נחקור לחקור', 'מערה של גבישים זוהרים'),
      act('חצה חצתה חצו נחצה לחצות', 'גשר של קשת בענן'),
      act('שיחק שיחקה שיחקו נשחק לשחק', 'מתחת למפל מים'),
      act('ספר ספרה ספרו נספור לספור', 'את האוצרות הנוצצים של הדרקון'),
      act('למד למדה למדו נלמד ללמוד', 'שיר דרקונים עתיק'),
      act('צפה צפתה צפו נצפה לצפות', 'בעננים שמשנים צורות מצחיקות'),
    ],
    climax: deed(
      'עזר עזרה עזרו נעזור לעזור',
      'ללהבי למצוא את הקול האבוד שלו בשיר רך',
      (n) => `להבי מצא שוב את הקול האבוד שלו בזכות שיר רך של ${n}`,
    ),
    ending: deed(
      'נח נחה נחו ננוח לנוח',
      'על הזנב החמים של להבי',
      (n) => `הזנב החמים של להבי התכרבל סביב ${n} מתחת לכוכבים`,
    ),
    topic: 'הדרקון הידידותי',
  }),
  superhero: w({
    place: 'עיר גדולה עם בניינים גבוהים',
    at: 'בעיר גדולה עם בניינים גבוהים',
    here: 'בעיר',
    hereName: 'העיר',
    friend: 'זריז הכלבלב',
    friendName: 'זריז',
    sound: 'ווש, זום',
    found: 'גלימה נוצצת בתוך קופסה',
    thing: 'הגלימה',
    episodes: [
      act('עף עפה עפו נעוף לעוף', 'מעל הגגות'),
      act('עזר עזרה עזרו נעזור לעזור', 'לחתלתול לרדת מהעץ'),
      act('סחב סחבה סחבו נסחוב לסחוב', 'את סלי הקניות של השכנה'),
      act('תיקן תיקנה תיקנו נתקן לתקן', 'נדנדה שבורה בגן השעשועים'),
      act('שתל שתלה שתלו נשתול לשתול', 'פרחים בכיכר העיר'),
      act('עודד עודדה עודדו נעודד לעודד', 'חבר עצוב במילים טובות'),
      act('תפס תפסה תפסו נתפוס לתפוס', 'בלון שברח'),
      act('ניקה ניקתה ניקו ננקה לנקות', 'את הפארק עם חברים'),
    ],
    climax: deed(
      'החזיר החזירה החזירו נחזיר להחזיר',
      'את האור לכל העיר בעזרת טוב לב ועבודת צוות',
      (n) => `האורות של העיר נדלקו מחדש בזכות טוב הלב של ${n} ועבודת צוות`,
    ),
    ending: deed(
      'תלה תלתה תלו נתלה לתלות',
      'את הגלימה עד מחר',
      (n) => `הגלימה הנוצצת נחה על הקולב, ליד המיטה של ${n}`,
    ),
    topic: 'יום של גיבורי על',
  }),
  doctor: w({
    place: 'מרפאה מוארת וידידותית',
    at: 'במרפאה מוארת וידידותית',
    here: 'במרפאה',
    hereName: 'המרפאה',
    friend: 'דובי הדובון',
    friendName: 'דובי',
    sound: 'טוק טוק, עושה הלב',
    found: 'תיק רופא עם סטטוסקופ אמיתי',
    thing: 'הסטטוסקופ',
    episodes: [
      act('אמר אמרה אמרו נגיד להגיד', 'שלום לאחות החביבה'),
      act('הקשיב הקשיבה הקשיבו נקשיב להקשיב', 'בסטטוסקופ לפעימות לב רגועות'),
      act('עמד עמדה עמדו נעמוד לעמוד', 'עם גב ישר ליד סרגל הגובה'),
      act('נשם נשמה נשמו ננשום לנשום', 'נשימות עמוקות ואיטיות, כמו כשמנפחים בועות סבון'),
      act('הסתכל הסתכלה הסתכלו נסתכל להסתכל', 'בדגים באקווריום של חדר ההמתנה'),
      act('שאל שאלה שאלו נשאל לשאול', 'את הרופאה המון שאלות'),
      act('החזיק החזיקה החזיקו נחזיק להחזיק', 'יד חמה בזמן צביטה אחת קטנה שנגמרה בן רגע'),
      act('בחר בחרה בחרו נבחר לבחור', 'מדבקה צבעונית'),
    ],
    climax: deed(
      'הרגיש הרגישה הרגישו נרגיש להרגיש',
      'אומץ בזמן הבדיקה, כי היא קצרה ועוזרת לגוף להישאר חזק',
      (n) => `הלב של ${n} התמלא אומץ בזמן הבדיקה, כי הבדיקה קצרה ועוזרת לגוף להישאר חזק`,
    ),
    ending: deed(
      'חזר חזרה חזרו נחזור לחזור',
      'הביתה עם לב מלא גאווה',
      (n) => `הגיע הזמן לחזור הביתה, והלב של ${n} היה מלא גאווה`,
    ),
    topic: 'ביקור אמיץ אצל הרופאה',
  }),
  school: w({
    place: 'בית ספר עליז עם דלת אדומה',
    at: 'בבית ספר עליז עם דלת אדומה',
    here: 'בבית הספר',
    hereName: 'בית הספר',
    friend: 'בוטן האוגר',
    friendName: 'בוטן',
    sound: 'צלצול, צלצול',
    found: 'קופסת צבעים קסומים',
    thing: 'הצבעים הקסומים',
    episodes: [
      act('תלה תלתה תלו נתלה לתלות', 'את התיק על הוו'),
      act('הכיר הכירה הכירו נכיר להכיר', 'חבר חדש'),
      act('צייר ציירה ציירו נצייר לצייר', 'ציור גדול וצבעוני'),
      act('ספר ספרה ספרו נספור לספור', 'קוביות במגדל גבוה'),
      act('שר שרה שרו נשיר לשיר', 'שיר במעגל'),
      act('קרא קראה קראו נקרא לקרוא', 'ספר תמונות'),
      act('גלש גלשה גלשו נגלוש לגלוש', 'במגלשה בהפסקה'),
      act('התחלק התחלקה התחלקו נתחלק להתחלק', 'בארוחת עשר עם חבר'),
    ],
    climax: deed(
      'מצא מצאה מצאו נמצא למצוא',
      'את בוטן, שטייל לו לספרייה',
      (n) => `בוטן נמצא לבסוף בספרייה, בזכות העיניים החדות של ${n}`,
    ),
    ending: deed(
      'סיפר סיפרה סיפרו נספר לספר',
      'למשפחה על כל היום',
      (n) => `כל המשפחה הקשיבה לסיפור של ${n} על היום`,
    ),
    topic: 'יום בבית הספר',
  }),
  birthday: w({
    place: 'מסיבת יום הולדת בגינה',
    at: 'במסיבת יום הולדת בגינה',
    here: 'במסיבה',
    hereName: 'המסיבה',
    friend: 'עוגי הכלבלב',
    friendName: 'עוגי',
    sound: 'פופ, פופ',
    found: 'מתנת הפתעה עם סרט גדול',
    thing: 'המתנה',
    episodes: [
      act('ניפח ניפחה ניפחו ננפח לנפח', 'בלונים צבעוניים'),
      act('חבש חבשה חבשו נחבוש לחבוש', 'כובעי מסיבה נוצצים'),
      act('שיחק שיחקה שיחקו נשחק לשחק', 'בכיסאות מוזיקליים'),
      act('צפה צפתה צפו נצפה לצפות', 'בקוסם ששלף ארנב מהכובע'),
      act('רקד רקדה רקדו נרקוד לרקוד', 'עם חברים'),
      act('פתח פתחה פתחו נפתח לפתוח', 'פיניאטה מלאה ממתקים'),
      act('ביקש ביקשה ביקשו נבקש לבקש', 'משאלה מעל הנרות'),
      act('קרא קראה קראו נקרא לקרוא', 'כרטיסי ברכה מחברים'),
    ],
    climax: deed(
      'התחלק התחלקה התחלקו נתחלק להתחלק',
      'בפרוסת העוגה האחרונה עם חבר שלא קיבל',
      (n) => `פרוסת העוגה האחרונה נחצתה לשתיים, חצי בשביל ${n} וחצי בשביל חבר שלא קיבל`,
    ),
    ending: deed(
      'החזיק החזיקה החזיקו נחזיק להחזיק',
      'בלון כל הדרך למיטה',
      (n) => `בלון צבעוני ליווה את ${n} כל הדרך למיטה`,
    ),
    topic: 'יום ההולדת הכי שמח',
  }),
  bedtime: w({
    place: 'חדר שינה נעים בלילה',
    at: 'בחדר שינה נעים בלילה',
    here: 'בחדר',
    hereName: 'החדר',
    friend: 'דובי הדובון',
    friendName: 'דובי',
    sound: 'ששש, ששש',
    found: 'קרן ירח כסופה שנכנסת מהחלון',
    thing: 'קרן הירח',
    episodes: [
      act('לבש לבשה לבשו נלבש ללבוש', 'פיג׳מה רכה'),
      act('צחצח צחצחה צחצחו נצחצח לצחצח', 'שיניים, כל שן ושן'),
      act('קרא קראה קראו נקרא לקרוא', 'סיפור לפני השינה'),
      act('אמר אמרה אמרו נגיד להגיד', 'לילה טוב לכל הצעצועים'),
      act('ספר ספרה ספרו נספור לספור', 'כבשים שקופצות מעל הגדר'),
      act('ריחף ריחפה ריחפו נרחף לרחף', 'על כרית של ענן'),
      act('הקשיב הקשיבה הקשיבו נקשיב להקשיב', 'לטפטוף הגשם על החלון'),
      act('ביקר ביקרה ביקרו נבקר לבקר', 'בירח בתוך חלום'),
    ],
    climax: deed(
      'הדליק הדליקה הדליקו נדליק להדליק',
      'את מנורת הלילה כדי שדובי ירגיש בטוח',
      (n) => `מנורת הלילה נדלקה ביד הקטנה של ${n}, ודובי הרגיש בטוח`,
    ),
    ending: deed('עצם עצמה עצמו נעצום לעצום', 'עיניים לאט לאט', (n) => `העיניים של ${n} נעצמו לאט לאט`),
    topic: 'הרפתקת לילה טוב',
  }),
};

/** The custom theme: a magical meadow and a fox; the parent's text is only ever a quoted topic. */
const custom = (text: string): HebrewWords => ({
  place: 'אחו קסום שבו צומחות משאלות',
  at: 'באחו קסום שבו צומחות משאלות',
  here: 'באחו',
  hereName: 'האחו',
  friend: 'שועלון השועל',
  friendName: 'שועלון',
  sound: 'טרה-לה-לה',
  found: `מפה שמראה את הדרך להרפתקה על "${text}"`,
  thing: 'המפה',
  episodes: [
    act('חצה חצתה חצו נחצה לחצות', 'גשר עץ קטן'),
    act('פגש פגשה פגשו נפגוש לפגוש', 'ינשוף זקן וחכם'),
    act('טיפס טיפסה טיפסו נטפס לטפס', 'על גבעה נמוכה'),
    act('מצא מצאה מצאו נמצא למצוא', 'שדה מלא פרחים'),
    act('הלך הלכה הלכו נלך ללכת', 'בעקבות קשת בענן'),
    act('נח נחה נחו ננוח לנוח', 'ליד בריכה שקטה'),
    act('פתר פתרה פתרו נפתור לפתור', 'חידה קטנה'),
    act('התחלק התחלקה התחלקו נתחלק להתחלק', 'בחטיף טעים'),
  ],
  climax: deed(
    'הגשים הגשימה הגשימו נגשים להגשים',
    `את ההרפתקה על "${text}"`,
    (n) => `ההרפתקה על "${text}" התגשמה בזכות ${n}`,
  ),
  ending: deed(
    'הלך הלכה הלכו נלך ללכת',
    'הביתה מתחת לכוכבים',
    (n) => `הכוכבים ליוו את ${n} הביתה בדרך השקטה`,
  ),
  topic: 'הרפתקה באחו',
  about: text,
});

type C = LineContext<HebrewWords>;
type L = Line<HebrewWords>;
const ep = (c: C) => c.words.episodes[c.episode] as Act;

/** A companion's words: its name and kind, and whether it is grammatically feminine. */
const pal = (friendName: string, kind: string, she?: 'she'): Partial<HebrewWords> => ({
  friend: `${friendName} ${kind}`,
  friendName,
  ...(she ? { she: true as const } : {}),
});

const companions: LanguagePack<HebrewWords>['companions'] = {
  ocean: [pal('צבי', 'צב הים'), pal('דיו', 'התמנון')],
  jungle: [pal('קיווי', 'התוכי'), pal('חלוקי', 'הפילון')],
  space: [pal('זיב', 'החייזר'), pal('אסטרו', 'הכלבלב')],
  castle: [pal('תלתן', 'הפוני'), pal('הוטי', 'הינשוף')],
  dinosaur: [pal('טריקי', 'הטריצרטופס'), pal('טילי', 'צב הים')],
  halloween: [pal('רוחי', 'רוח הרפאים', 'she'), pal('הוטי', 'הינשוף')],
  christmas: [pal('שלגי', 'הארנבון'), pal('רובי', 'השועלה', 'she')],
  beach: [pal('צביטי', 'הסרטן'), pal('גשש', 'הכלבלב')],
  dragon: [pal('חכמי', 'הינשוף'), pal('ג׳ינג׳י', 'השועל')],
  superhero: [pal('גיזמו', 'הרובוט'), pal('זינוקי', 'החתלתול')],
  doctor: [pal('קפצי', 'הארנבון'), pal('טלאי', 'הכלבלב')],
  school: [pal('נוצי', 'הינשוף'), pal('ביפי', 'הרובוט')],
  birthday: [pal('סוכריה', 'החתלתולה', 'she'), pal('אגוזי', 'הפילון')],
  bedtime: [pal('לונה', 'הינשופה', 'she'), pal('חיבוקי', 'הארנבון')],
  custom: [pal('זיתה', 'הינשופה', 'she'), pal('פטלי', 'הארנבון')],
};

/** The form that agrees with a companion: masculine, or feminine for a companion such as רוחי. */
const agree = (words: HebrewWords, he: string, she: string) => (words.she ? she : he);
/** The form that agrees with the story's companion. */
const byFriend = (c: C, he: string, she: string) => agree(c.words, he, she);
/** The form that agrees with the second companion (the newcomer, or who made the sound). */
const byOther = (c: C, he: string, she: string) => agree(c.other, he, she);
/**
 * The child and the companion together: the feminine plural (שתיהן, הן) only when a girl is with a
 * feminine companion, the masculine plural otherwise, as Hebrew does for any mixed or unknown pair.
 */
const pair = (c: C, they: string, bothFeminine: string) =>
  c.gender === 'girl' && c.words.she ? bothFeminine : they;

/**
 * The wording for a boy, for a girl, or, when no gender is given, a rewording in which no verb or
 * adjective agrees with the child (plural past, infinitive, "we", or the child's name after
 * של/את/עם). The gender is never guessed from the name.
 */
const g = (c: C, boy: string, girl: string, none: string) =>
  c.gender === 'boy' ? boy : c.gender === 'girl' ? girl : none;

/**
 * A one-letter prefix (ו, כש) joined to the child's name: straight onto a Hebrew name (ונועה),
 * with a hyphen before a name in another script (ו-Mia), as Hebrew writers do.
 */
const p = (prefix: string, name: string) =>
  /^[\u0590-\u05FF]/.test(name) ? `${prefix}${name}` : `${prefix}-${name}`;

const lines: LanguagePack<HebrewWords>['lines'] = {
  opening: {
    baby: [
      (c) => `שלום שלום, ${c.name}, הנה ${c.words.place}!`,
      (c) => `${c.name}, ${c.name}, איזה כיף ${c.words.at}!`,
      (c) => `קוקו, ${c.name}, ${c.words.friendName} מחכה ${c.words.here}!`,
    ],
    young: [
      (c) =>
        g(
          c,
          `פעם אחת ${c.name} מצא את עצמו ${c.words.at}, ו${c.words.friend} כבר ${byFriend(c, 'חיכה', 'חיכתה')} לו כדי לשחק.`,
          `פעם אחת ${c.name} מצאה את עצמה ${c.words.at}, ו${c.words.friend} כבר ${byFriend(c, 'חיכה', 'חיכתה')} לה כדי לשחק.`,
          `פעם אחת, ${c.words.at}, ${c.words.friend} כבר ${byFriend(c, 'חיכה', 'חיכתה')} ליום של משחקים עם ${c.name}.`,
        ),
      (c) => `היה היה פעם, ${c.words.at}, זוג חברים טובים: ${c.name} ו${c.words.friend}.`,
      (c) =>
        g(
          c,
          `${c.name} תמיד חלם להגיע אל ${c.words.place}, והיום ${c.words.friend} ${byFriend(c, 'בא', 'באה')} להראות לו את הדרך.`,
          `${c.name} תמיד חלמה להגיע אל ${c.words.place}, והיום ${c.words.friend} ${byFriend(c, 'בא', 'באה')} להראות לה את הדרך.`,
          `היום מתגשם החלום הגדול של ${c.name}: מסע אל ${c.words.place} עם ${c.words.friend}!`,
        ),
    ],
    older: [
      (c) =>
        g(
          c,
          `ברגע שבו ${c.name} הגיע אל ${c.words.place}, נדמה היה שהאוויר עצמו מזמזם באפשרויות, ו${c.words.friend} כבר ${byFriend(c, 'חיכה', 'חיכתה')} שם עם חיוך רחב.`,
          `ברגע שבו ${c.name} הגיעה אל ${c.words.place}, נדמה היה שהאוויר עצמו מזמזם באפשרויות, ו${c.words.friend} כבר ${byFriend(c, 'חיכה', 'חיכתה')} שם עם חיוך רחב.`,
          `ברגע שבו התחיל המסע של ${c.name} אל ${c.words.place}, נדמה היה שהאוויר עצמו מזמזם באפשרויות, ו${c.words.friend} כבר ${byFriend(c, 'חיכה', 'חיכתה')} שם עם חיוך רחב.`,
        ),
      (c) =>
        g(
          c,
          `${c.name} קרא על ${c.words.place} בהמון ספרים, אבל שום דבר לא הכין את הלב שלו לרגע שבו עמד שם באמת, ליד ${c.words.friend}.`,
          `${c.name} קראה על ${c.words.place} בהמון ספרים, אבל שום דבר לא הכין את הלב שלה לרגע שבו עמדה שם באמת, ליד ${c.words.friend}.`,
          `הספרים של ${c.name} היו מלאים בסיפורים על ${c.words.place}, אבל אף סיפור לא דמה לרגע האמיתי ליד ${c.words.friend}.`,
        ),
      (c) =>
        `זה התחיל, כמו כל ההרפתקאות הטובות, ברגע רגיל לגמרי, כש${c.words.friend} ${byFriend(c, 'קרא', 'קראה')} אל ${c.name} מקצה ${c.words.hereName}.`,
    ],
  },
  episode: {
    baby: [
      (c) => `${c.name} ו${c.words.friendName} ${ep(c).pl} ${ep(c).rest}.`,
      (c) => `${c.words.sound}, איזה כיף ${ep(c).inf} ${ep(c).rest}!`,
      (c) =>
        g(
          c,
          `יששש, ${c.name} ${ep(c).m} ${ep(c).rest}!`,
          `יששש, ${c.name} ${ep(c).f} ${ep(c).rest}!`,
          `יששש, גם ${c.words.friendName} וגם ${c.name} ${ep(c).pl} ${ep(c).rest}!`,
        ),
      (c) => `עוד פעם, ${c.name}, עוד פעם ${ep(c).inf} ${ep(c).rest}!`,
      (c) =>
        g(
          c,
          `"בוא ${ep(c).we} ${ep(c).rest}, ${c.name}!" ${byFriend(c, 'קורא', 'קוראת')} ${c.words.friendName}.`,
          `"בואי ${ep(c).we} ${ep(c).rest}, ${c.name}!" ${byFriend(c, 'קורא', 'קוראת')} ${c.words.friendName}.`,
          `"אולי ${ep(c).we} ${ep(c).rest}, ${c.name}?" ${byFriend(c, 'שואל', 'שואלת')} ${c.words.friendName}.`,
        ),
      (c) => `הופה! ביחד ${c.name} ו${c.words.friendName} ${ep(c).pl} ${ep(c).rest}.`,
      (c) => `תראו, תראו! ${c.words.friendName} ו${c.name} ${ep(c).pl} ${ep(c).rest}.`,
      (c) => `יד ביד, ${pair(c, 'הם', 'הן')} ${ep(c).pl} ${ep(c).rest}.`,
    ],
    young: [
      (c) => `אחר כך ${c.name} ו${c.words.friendName} ${ep(c).pl} ${ep(c).rest}, וצחקו כל הדרך.`,
      (c) =>
        g(
          c,
          `"בוא ${ep(c).we} ${ep(c).rest}!" ${byFriend(c, 'אמר', 'אמרה')} ${c.words.friendName}, ${pair(c, 'ושניהם', 'ושתיהן')} יצאו לדרך יחד.`,
          `"בואי ${ep(c).we} ${ep(c).rest}!" ${byFriend(c, 'אמר', 'אמרה')} ${c.words.friendName}, ${pair(c, 'ושניהם', 'ושתיהן')} יצאו לדרך יחד.`,
          `"מה דעתך ש${ep(c).we} ${ep(c).rest}?" ${byFriend(c, 'שאל', 'שאלה')} ${c.words.friendName}, ${pair(c, 'ושניהם', 'ושתיהן')} יצאו לדרך יחד.`,
        ),
      (c) =>
        g(
          c,
          `אחרי זה ${c.name} ${ep(c).m} ${ep(c).rest}, וזה היה אפילו יותר כיף ממה שזה נשמע.`,
          `אחרי זה ${c.name} ${ep(c).f} ${ep(c).rest}, וזה היה אפילו יותר כיף ממה שזה נשמע.`,
          `אחרי זה הגיע הזמן ${ep(c).inf} ${ep(c).rest}, וזה היה אפילו יותר כיף ממה שזה נשמע.`,
        ),
      (c) =>
        `ואז ${pair(c, 'שני החברים', 'שתי החברות')} ${ep(c).pl} ${ep(c).rest}, והחיוך של ${c.name} הגיע עד האוזניים.`,
      (c) =>
        g(
          c,
          `${c.words.here}, ${c.name} ${ep(c).m} ${ep(c).rest}, ו${c.words.friendName} ${byFriend(c, 'מחא כפיים והריע', 'מחאה כפיים והריעה')}.`,
          `${c.words.here}, ${c.name} ${ep(c).f} ${ep(c).rest}, ו${c.words.friendName} ${byFriend(c, 'מחא כפיים והריע', 'מחאה כפיים והריעה')}.`,
          `${c.words.here}, ${c.words.friendName} ${byFriend(c, 'מחא כפיים והריע', 'מחאה כפיים והריעה')}, כי הגיע הזמן ${ep(c).inf} ${ep(c).rest} עם ${c.name}.`,
        ),
      (c) =>
        `${c.words.friendName} ${byFriend(c, 'לחש', 'לחשה')} רעיון: "עכשיו ${ep(c).we} ${ep(c).rest}," ומיד ${pair(c, 'הם', 'הן')} התחילו.`,
      (c) => `איזה כיף היה ${pair(c, 'כששני החברים', 'כששתי החברות')} ${ep(c).pl} ${ep(c).rest}!`,
      (c) =>
        `"כל הכבוד!" ${byFriend(c, 'קרא', 'קראה')} ${c.words.friendName} אחרי ${pair(c, 'ששניהם', 'ששתיהן')} ${ep(c).pl} ${ep(c).rest}, והעיניים של ${c.name} צחקו.`,
    ],
    older: [
      (c) =>
        `מאוחר יותר ${c.name} ו${c.words.friendName} ${ep(c).pl} ${ep(c).rest}, ולזמן מה נדמה היה שכל שאר העולם רחוק להפליא.`,
      (c) =>
        `"רצית פעם ${ep(c).inf} ${ep(c).rest}?" ${byFriend(c, 'שאל', 'שאלה')} ${c.words.friendName}, ועוד לפני שהתשובה יצאה מהפה של ${c.name}, ${pair(c, 'הם', 'הן')} כבר עשו בדיוק את זה.`,
      (c) =>
        g(
          c,
          `לא היה שום צורך למהר ${c.words.here}, אז ${c.name} ${ep(c).m} ${ep(c).rest}, ושם לב לכל פרט קטן ומפתיע בדרך.`,
          `לא היה שום צורך למהר ${c.words.here}, אז ${c.name} ${ep(c).f} ${ep(c).rest}, ושמה לב לכל פרט קטן ומפתיע בדרך.`,
          `לא היה שום צורך למהר ${c.words.here}, אז ${c.name} ו${c.words.friendName} ${ep(c).pl} ${ep(c).rest}, ${pair(c, 'ושניהם', 'ושתיהן')} שמו לב לכל פרט קטן ומפתיע בדרך.`,
        ),
      (c) =>
        g(
          c,
          `${c.name} לא ציפה ${ep(c).inf} ${ep(c).rest} באותו יום, אבל דווקא זה התברר כחלק שהכי שווה לזכור.`,
          `${c.name} לא ציפתה ${ep(c).inf} ${ep(c).rest} באותו יום, אבל דווקא זה התברר כחלק שהכי שווה לזכור.`,
          `אף אחד לא תכנן ${ep(c).inf} ${ep(c).rest} באותו יום, אבל דווקא זה התברר כחלק שהכי שווה לזכור מכל ההרפתקה של ${c.name}.`,
        ),
      (c) =>
        g(
          c,
          `כש${c.words.friendName} לצידו, ${c.name} ${ep(c).m} ${ep(c).rest}, וגילה שקצת אומץ הופך הכול לזוהר יותר.`,
          `כש${c.words.friendName} לצידה, ${c.name} ${ep(c).f} ${ep(c).rest}, וגילתה שקצת אומץ הופך הכול לזוהר יותר.`,
          `הפעם ${c.name} ו${c.words.friendName} ${ep(c).pl} ${ep(c).rest}, ${pair(c, 'ושניהם', 'ושתיהן')} גילו שקצת אומץ הופך הכול לזוהר יותר.`,
        ),
      (c) =>
        g(
          c,
          `${c.name} הרגיש סקרנות שאי אפשר לעמוד בפניה, אז ${ep(c).m} ${ep(c).rest}, והלב שלו דפק מהתרגשות.`,
          `${c.name} הרגישה סקרנות שאי אפשר לעמוד בפניה, אז ${ep(c).f} ${ep(c).rest}, והלב שלה דפק מהתרגשות.`,
          `הסקרנות ניצחה את הלב של ${c.name}, ולא עבר זמן רב עד ${pair(c, 'ששני החברים', 'ששתי החברות')} ${ep(c).pl} ${ep(c).rest}.`,
        ),
      (c) =>
        `"אני ${byFriend(c, 'בטוח', 'בטוחה')} שזאת הפעם הראשונה שלך!" ${byFriend(c, 'אמר', 'אמרה')} ${c.words.friendName} בחיוך, ואז ${pair(c, 'שני החברים', 'שתי החברות')} ${ep(c).pl} ${ep(c).rest} כאילו עשו את זה כל החיים.`,
      (c) =>
        `היה רגע מצחיק שבו ${c.words.friendName} כמעט ${byFriend(c, 'מעד', 'מעדה')}, אבל בסוף ${pair(c, 'שני החברים', 'שתי החברות')} ${ep(c).pl} ${ep(c).rest}, והצחוק מילא את ${c.words.hereName}.`,
    ],
  },
  ending: {
    baby: [
      (c) => `לילה טוב, ${c.name}, חלומות פז.`,
      (c) =>
        g(
          c,
          `אוואה, ${c.name} עייף עכשיו, ששש, לילה טוב.`,
          `אוואה, ${c.name} עייפה עכשיו, ששש, לילה טוב.`,
          `פיהוק גדול, ${c.name}, ששש, הגיע הזמן לישון.`,
        ),
      (c) => `חיבוק חם, ${c.name}, ולילה טוב גם ל${c.words.friendName}.`,
    ],
    young: [
      (c) =>
        g(
          c,
          `סוף סוף הגיע הזמן ${c.words.ending.inf} ${c.words.ending.rest}, ${p('ו', c.name)} נרדם עם לב מלא שמחה.`,
          `סוף סוף הגיע הזמן ${c.words.ending.inf} ${c.words.ending.rest}, ${p('ו', c.name)} נרדמה עם לב מלא שמחה.`,
          `סוף סוף הגיע הזמן ${c.words.ending.inf} ${c.words.ending.rest}, והעיניים של ${c.name} נעצמו עם לב מלא שמחה.`,
        ),
      (c) =>
        g(
          c,
          `כשהכוכבים יצאו, ${c.name} ${c.words.ending.m} ${c.words.ending.rest} וחלם חלומות מתוקים.`,
          `כשהכוכבים יצאו, ${c.name} ${c.words.ending.f} ${c.words.ending.rest} וחלמה חלומות מתוקים.`,
          `כשהכוכבים יצאו, ${c.words.ending.none(c.name)}, ובאו חלומות מתוקים.`,
        ),
      (c) =>
        g(
          c,
          `"תודה על היום הזה," לחש ${c.name} ל${c.words.friendName}, ואז הגיע הזמן לשינה חמימה ונעימה.`,
          `"תודה על היום הזה," לחשה ${c.name} ל${c.words.friendName}, ואז הגיע הזמן לשינה חמימה ונעימה.`,
          `"תודה על היום הזה," ${byFriend(c, 'לחש', 'לחשה')} ${c.words.friendName} באוזן של ${c.name}, ואז הגיע הזמן לשינה חמימה ונעימה.`,
        ),
    ],
    older: [
      (c) =>
        g(
          c,
          `כשהיום התרכך והפך ללילה, ${c.name} ${c.words.ending.m} ${c.words.ending.rest}, נושא איתו את כל ההרפתקה כמו אור חמים, וישן בשלווה שלא הכיר מעולם.`,
          `כשהיום התרכך והפך ללילה, ${c.name} ${c.words.ending.f} ${c.words.ending.rest}, נושאת איתה את כל ההרפתקה כמו אור חמים, וישנה בשלווה שלא הכירה מעולם.`,
          `כשהיום התרכך והפך ללילה, ${c.words.ending.none(c.name)}, וכל ההרפתקה הפכה לאור חמים שמלווה את החלומות.`,
        ),
      (c) =>
        g(
          c,
          `באותו לילה, מכורבל ומנומנם, ${c.name} חשב על ${c.words.hereName} ועל ${c.words.friendName}, וחייך, כי יש הרפתקאות שנשארות איתך הרבה אחרי שהן נגמרות.`,
          `באותו לילה, מכורבלת ומנומנמת, ${c.name} חשבה על ${c.words.hereName} ועל ${c.words.friendName}, וחייכה, כי יש הרפתקאות שנשארות איתך הרבה אחרי שהן נגמרות.`,
          `באותו לילה, מתחת לשמיכה החמימה, המחשבות של ${c.name} חזרו אל ${c.words.hereName} ואל ${c.words.friendName}, כי יש הרפתקאות שנשארות איתך הרבה אחרי שהן נגמרות.`,
        ),
      (c) =>
        `השמיים כבר החשיכו כש${c.words.ending.none(c.name)}, והשינה הגיעה בשקט, יחד עם שאלה קטנה: מה יביא המחר?`,
    ],
  },
};

const plots: LanguagePack<HebrewWords>['plots'] = {
  treasure: {
    discovery: {
      baby: [
        (c) =>
          g(
            c,
            `אוי, ${c.name} מצא ${c.words.found}!`,
            `אוי, ${c.name} מצאה ${c.words.found}!`,
            `אוי, ${c.name} ו${c.words.friendName} מצאו ${c.words.found}!`,
          ),
        (c) => `${c.words.sound}, ${c.name}, הנה ${c.words.found}!`,
        (c) => `וואו, ${c.name}, תראו מה יש כאן: ${c.words.found}!`,
      ],
      young: [
        (c) =>
          `"איזו הפתעה!" ${byFriend(c, 'קרא', 'קראה')} ${c.words.friendName}, כשהעיניים של ${c.name} נחו על ${c.words.thing}.`,
        (c) =>
          g(
            c,
            `פתאום משהו נצץ ${c.words.here}, ${p('ו', c.name)} גילה ${c.words.found}.`,
            `פתאום משהו נצץ ${c.words.here}, ${p('ו', c.name)} גילתה ${c.words.found}.`,
            `פתאום משהו נצץ ${c.words.here}, ${pair(c, 'ושני החברים', 'ושתי החברות')} גילו ${c.words.found}.`,
          ),
        (c) =>
          g(
            c,
            `"תסתכל שם!" ${byFriend(c, 'קרא', 'קראה')} ${c.words.friendName}, ${p('ו', c.name)} מצא ${c.words.found}.`,
            `"תסתכלי שם!" ${byFriend(c, 'קרא', 'קראה')} ${c.words.friendName}, ${p('ו', c.name)} מצאה ${c.words.found}.`,
            `"שם, שם!" ${byFriend(c, 'קרא', 'קראה')} ${c.words.friendName}, ויחד ${pair(c, 'הם', 'הן')} מצאו ${c.words.found}.`,
          ),
      ],
      older: [
        (c) =>
          `במקום שאיש לא חשב לחפש בו, העיניים של ${c.name} הבחינו ב${c.words.found}, וצמרמורת של סקרנות עברה עד קצות האצבעות.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'נעצר והצביע', 'נעצרה והצביעה')} בלי לומר מילה, ושם, בתוך השקט, גילו ${pair(c, 'שני החברים', 'שתי החברות')} ${c.words.found}.`,
        (c) =>
          g(
            c,
            `יש תגליות שמרגישות כאילו חיכו רק לך, וככה בדיוק הרגיש ${c.name} כשמצא ${c.words.found}.`,
            `יש תגליות שמרגישות כאילו חיכו רק לך, וככה בדיוק הרגישה ${c.name} כשמצאה ${c.words.found}.`,
            `יש תגליות שמרגישות כאילו חיכו רק לך, וזה בדיוק מה שהרגיש הלב של ${c.name} מול ${c.words.thing}.`,
          ),
      ],
    },
    thread: {
      baby: [
        (c) => `${c.words.thing} בידיים של ${c.name}. כמה יפה!`,
        (c) => `איזה יופי! תראו את ${c.words.thing}.`,
        (c) => `זהירות, זהירות עם ${c.words.thing}.`,
        (c) => `${c.words.friendName} ${byFriend(c, 'מסתכל', 'מסתכלת')} על ${c.words.thing}.`,
      ],
      young: [
        (c) => `שתי הידיים של ${c.name} שמרו היטב על ${c.words.thing}.`,
        (c) =>
          `מדי פעם הציצו ${pair(c, 'שני החברים', 'שתי החברות')} אל ${c.words.thing}, רק כדי לוודא שהכול בסדר.`,
        (c) => `"מה עושים עם ${c.words.thing}?" ${byFriend(c, 'שאל', 'שאלה')} ${c.words.friendName} בקול.`,
        (c) => `איש לא ידע עדיין איזה סוד מסתתר מאחורי ${c.words.thing}.`,
      ],
      older: [
        (c) =>
          `המחשבות של ${c.name} חזרו שוב ושוב אל ${c.words.thing}, ואל השאלה מי השאיר דבר כזה דווקא כאן.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'המשיך', 'המשיכה')} להעיף מבטים אל ${c.words.thing}, ${byFriend(c, 'בטוח', 'בטוחה')} שעוד לפני סוף היום יתברר כמה זה חשוב.`,
        (c) => `בכל פעם שהאצבעות של ${c.name} נגעו בתגלית, עבר בהן רטט קטן של התרגשות.`,
        () => 'התגלית נחה בבטחה בכיס, כבדה קצת יותר עם כל צעד, כמו הבטחה שמחכה להתקיים.',
      ],
    },
    climax: {
      baby: [
        (c) =>
          g(
            c,
            `לאט לאט, בעדינות, ${c.name} ${c.words.climax.m} ${c.words.climax.rest}.`,
            `לאט לאט, בעדינות, ${c.name} ${c.words.climax.f} ${c.words.climax.rest}.`,
            `לאט לאט, בעדינות, ${c.words.climax.none(c.name)}.`,
          ),
        (c) =>
          g(
            c,
            `איזה גיבור, ${c.name} ${c.words.climax.m} ${c.words.climax.rest}!`,
            `איזו גיבורה, ${c.name} ${c.words.climax.f} ${c.words.climax.rest}!`,
            `איזה אומץ, ${c.words.climax.none(c.name)}!`,
          ),
        (c) =>
          g(
            c,
            `עם לב גדול וידיים קטנות, ${c.name} ${c.words.climax.m} ${c.words.climax.rest}.`,
            `עם לב גדול וידיים קטנות, ${c.name} ${c.words.climax.f} ${c.words.climax.rest}.`,
            `כפיים, כפיים, ${c.words.climax.none(c.name)}!`,
          ),
      ],
      young: [
        (c) =>
          g(
            c,
            `ואז הגיע הרגע הכי גדול: ${c.name} לקח נשימה עמוקה ו${c.words.climax.m} ${c.words.climax.rest}.`,
            `ואז הגיע הרגע הכי גדול: ${c.name} לקחה נשימה עמוקה ו${c.words.climax.f} ${c.words.climax.rest}.`,
            `ואז הגיע הרגע הכי גדול, והלב הקטן היה אמיץ, וכך ${c.words.climax.none(c.name)}.`,
          ),
        (c) =>
          g(
            c,
            `"אני יכול לעשות את זה!" אמר ${c.name}, ו${c.words.climax.m} ${c.words.climax.rest}.`,
            `"אני יכולה לעשות את זה!" אמרה ${c.name}, ו${c.words.climax.f} ${c.words.climax.rest}.`,
            `"אפשר לעשות את זה!" נשמע קול קטן ואמיץ, וכך ${c.words.climax.none(c.name)}.`,
          ),
        (c) =>
          g(
            c,
            `${c.name} חשב חזק חזק, נזכר במה שמצא קודם, ואז ${c.words.climax.m} ${c.words.climax.rest}.`,
            `${c.name} חשבה חזק חזק, נזכרה במה שמצאה קודם, ואז ${c.words.climax.f} ${c.words.climax.rest}.`,
            `המחשבה הייתה ארוכה והידיים עדינות, וכך ${c.words.climax.none(c.name)}.`,
          ),
      ],
      older: [
        (c) =>
          g(
            c,
            `נדמה היה שהכול עוצר את הנשימה ${p('כש', c.name)} בחר: להיות אמיץ ועדין בבת אחת, וכך ${c.words.climax.m} ${c.words.climax.rest}.`,
            `נדמה היה שהכול עוצר את הנשימה ${p('כש', c.name)} בחרה: להיות אמיצה ועדינה בבת אחת, וכך ${c.words.climax.f} ${c.words.climax.rest}.`,
            `נדמה היה שהכול עוצר את הנשימה ברגע ההחלטה, כי אומץ ועדינות יכולים לגור באותו לב, וכך ${c.words.climax.none(c.name)}.`,
          ),
        (c) =>
          g(
            c,
            `היה קל לוותר, אבל ${c.name} נזכר בכל מה שעבר עליו היום, ייצב את הידיים ו${c.words.climax.m} ${c.words.climax.rest}.`,
            `היה קל לוותר, אבל ${c.name} נזכרה בכל מה שעבר עליה היום, ייצבה את הידיים ו${c.words.climax.f} ${c.words.climax.rest}.`,
            `היה קל לוותר, אבל הזיכרון של ${c.words.thing} נתן ללב אומץ, וכך ${c.words.climax.none(c.name)}.`,
          ),
        (c) =>
          g(
            c,
            `${c.name} הבין שאומץ זה לא להרגיש אף פעם לחץ, אלא לעשות את הדבר הטוב למרות הכול, וכך ${c.words.climax.m} ${c.words.climax.rest}.`,
            `${c.name} הבינה שאומץ זה לא להרגיש אף פעם לחץ, אלא לעשות את הדבר הטוב למרות הכול, וכך ${c.words.climax.f} ${c.words.climax.rest}.`,
            `אומץ זה לא להרגיש אף פעם לחץ, אלא לעשות את הדבר הטוב למרות הכול, וכך ${c.words.climax.none(c.name)}.`,
          ),
      ],
    },
    resolution: {
      baby: [(c) => `יש, ${c.name}! כולם שמחים.`, (c) => `הידד! חיבוק גדול מ${c.words.friendName}.`],
      young: [
        (c) => `כולם הריעו לכבוד ${c.name}, והשמחה מילאה את ${c.words.hereName}.`,
        (c) =>
          `"הצלחת!" ${byFriend(c, 'קרא', 'קראה')} ${c.words.friendName}, ${byFriend(c, 'וחיבק', 'וחיבקה')} את ${c.name} חזק חזק.`,
      ],
      older: [
        (c) =>
          `אחר כך איש לא הצליח להפסיק לחייך, ו${c.words.friendName} ${byFriend(c, 'הכריז', 'הכריזה')} שזה הדבר הכי יפה שקרה אי פעם ${c.words.here}.`,
        (c) => `גאווה שקטה התיישבה בלב של ${c.name}, מהסוג שמגיע כשעוזרים בלי שמישהו ביקש.`,
      ],
    },
  },
  lost: {
    discovery: {
      baby: [
        (c) => `אוי לא! ${c.words.friendName} ${byFriend(c, 'איבד', 'איבדה')} את ${c.words.thing}.`,
        (c) => `"איפה ${c.words.thing}?" ${byFriend(c, 'שואל', 'שואלת')} ${c.words.friendName}. בוהו!`,
      ],
      young: [
        (c) =>
          `"אני לא ${byFriend(c, 'מוצא', 'מוצאת')} את ${c.words.thing}, וזה הכי אהוב עליי," ${byFriend(c, 'אמר', 'אמרה')} ${c.words.friendName} בעצב.`,
        (c) =>
          `פתאום ${c.words.friendName} ${byFriend(c, 'גילה', 'גילתה')} ש${c.words.thing} כבר לא במקום. ${g(
            c,
            `"אל דאגה, נמצא את זה ביחד!" אמר ${c.name}.`,
            `"אל דאגה, נמצא את זה ביחד!" אמרה ${c.name}.`,
            `"אל דאגה, נמצא את זה ביחד," הייתה התשובה של ${c.name}.`,
          )}`,
      ],
      older: [
        (c) =>
          `ואז ${c.words.friendName} ${byFriend(c, 'השתתק', 'השתתקה')}: אי אפשר היה למצוא את ${c.words.thing}, הדבר הכי יקר ${c.words.here}, בשום מקום.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'חיפש', 'חיפשה')} בכל פינה פעמיים, ולבסוף ${byFriend(c, 'הודה', 'הודתה')} שאין ${byFriend(c, 'לו', 'לה')} מושג איפה ${c.words.thing}, והלב של ${c.name} כבר ידע: החיפוש מתחיל עכשיו.`,
      ],
    },
    thread: {
      baby: [
        () => 'איפה? לא כאן!',
        (c) => `מציצים פה, מציצים שם, איפה ${c.words.thing}?`,
        (c) => `למעלה, למטה, ${c.name}!`,
        () => 'הממ, הממ. ממשיכים לחפש!',
      ],
      young: [
        (c) => `החיפוש אחרי ${c.words.thing} עוד לא הסתיים.`,
        (c) =>
          g(
            c,
            `${c.name} הציץ מתחת לכל עלה ומאחורי כל אבן, ליתר ביטחון.`,
            `${c.name} הציצה מתחת לכל עלה ומאחורי כל אבן, ליתר ביטחון.`,
            `${c.name} ו${c.words.friendName} הציצו מתחת לכל עלה ומאחורי כל אבן, ליתר ביטחון.`,
          ),
        (c) => `"אולי זה שם," ${byFriend(c, 'אמר', 'אמרה')} ${c.words.friendName} בתקווה, אבל זה לא היה שם.`,
        (c) =>
          g(
            c,
            `"אנחנו לא מוותרים," הבטיח ${c.name} ${p('ל', c.words.friendName)}.`,
            `"אנחנו לא מוותרים," הבטיחה ${c.name} ${p('ל', c.words.friendName)}.`,
            `"אנחנו לא מוותרים!" זאת הייתה ההבטחה של ${c.name} ${p('ל', c.words.friendName)}.`,
          ),
      ],
      older: [
        (c) => `גם באמצע המשחק, עין אחת של ${c.name} חיפשה כל הזמן את ${c.words.thing}, בכל פינה שעברו בה.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'ניסה', 'ניסתה')} להיראות ${byFriend(c, 'עליז', 'עליזה')}, אבל מדי פעם נמלטה אנחה קטנה, וחיבוק שקט ${p('מ', c.name)} עזר קצת.`,
        () => 'אולי רמז? נצנוץ קלוש מרחוק, שהתברר כעוד משחק של האור.',
        (c) => `בראש של ${c.name} נבנתה רשימה של כל המקומות שכבר חיפשו בהם, ושל כל אלה שעוד לא.`,
      ],
    },
    climax: {
      baby: [(c) => `מצאנו! הנה ${c.words.thing}, ${c.name}!`, (c) => `קוקו, ${c.words.thing}! הנה, הנה!`],
      young: [
        (c) =>
          `ואז משהו הציץ ממחבוא קטן, ממש מול העיניים של ${c.name}: ${c.words.thing}! "מצאנו!" קראו ${pair(c, 'שני החברים', 'שתי החברות')}.`,
        (c) =>
          `${c.name} ו${c.words.friendName} חשבו טוב טוב איפה דברים אוהבים להתחבא, הציצו במקום האחרון שנשאר, ושם מצאו את ${c.words.thing}.`,
      ],
      older: [
        (c) =>
          `ודווקא כשנדמה היה שאין יותר סיכוי, הצעדים של ${c.name} חזרו אל המקום היחיד שאיש לא בדק, ושם, בשלום ובבטחה, מצאו השניים את ${c.words.thing}.`,
        (c) =>
          `${g(
            c,
            `${c.name} עצר, הקשיב וחשב כמו בלש אמיתי`,
            `${c.name} עצרה, הקשיבה וחשבה כמו בלשית אמיתית`,
            `כמו בלשים אמיתיים, ${c.name} ו${c.words.friendName} עצרו, הקשיבו וחשבו`,
          )}, והתשובה הובילה ישר אל ${c.words.thing}, במקום שאיש לא חשב עליו.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `הנה, ${c.words.friendName}! חיבוק גדול!`,
        (c) => `${c.words.friendName} ${byFriend(c, 'שמח', 'שמחה')} שוב. יש!`,
      ],
      young: [
        (c) =>
          `"תודה, תודה!" ${byFriend(c, 'קרא', 'קראה')} ${c.words.friendName} ${byFriend(c, 'ורקד', 'ורקדה')} ריקוד של שמחה, ${byFriend(c, 'כשקיבל', 'כשקיבלה')} בחזרה את ${c.words.thing} מהידיים של ${c.name}.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'חיבק', 'חיבקה')} את ${c.words.thing} חזק, ואז ${byFriend(c, 'חיבק', 'חיבקה')} את ${c.name} עוד יותר חזק.`,
      ],
      older: [
        (c) =>
          `ההבעה על הפנים של ${c.words.friendName}, ברגע ${byFriend(c, 'שקיבל', 'שקיבלה')} בחזרה את ${c.words.thing}, הייתה שווה כל צעד של החיפוש.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'הבטיח', 'הבטיחה')} לשמור מעכשיו על ${c.words.thing} במקום בטוח יותר, ${pair(c, 'ושניהם', 'ושתיהן')} צחקו צחוק של הקלה.`,
      ],
    },
  },
  'new-friend': {
    discovery: {
      baby: [
        (c) => `מי זה? ${byOther(c, 'זה', 'זאת')} ${c.other.friend}!`,
        (c) => `שלום, ${c.other.friendName}! ${c.other.friendName} ${byOther(c, 'ביישן', 'ביישנית')}.`,
      ],
      young: [
        (c) =>
          `מאחורי סלע ${byOther(c, 'הציץ', 'הציצה')} ${c.other.friend}, לבד לגמרי וקצת ${byOther(c, 'ביישן', 'ביישנית')}. "שלום," נשמע הקול הרך של ${c.name}.`,
        (c) =>
          `מישהו חדש הסתכל עליהם: ${c.other.friend}, ${byOther(c, 'שרק הגיע', 'שרק הגיעה')} אל ${c.words.hereName} ועוד לא ${byOther(c, 'הכיר', 'הכירה')} אף אחד.`,
      ],
      older: [
        (c) =>
          `בקצה השביל ${byOther(c, 'עמד', 'עמדה')} ${c.other.friend}, ${byOther(c, 'חדש', 'חדשה')} ${c.words.here}, ${byOther(c, 'ונראה כאילו הוא רוצה', 'ונראתה כאילו היא רוצה')} להצטרף אבל לא ממש ${byOther(c, 'מעז', 'מעזה')}.`,
        (c) =>
          `העיניים של ${c.name} הבחינו ב${c.other.friend}, ${byOther(c, 'שעמד', 'שעמדה')} בצד, והלב נזכר בדיוק איך זה מרגיש להיות חדשים במקום זר.`,
      ],
    },
    thread: {
      baby: [
        (c) => `${c.other.friendName} ${byOther(c, 'מציץ', 'מציצה')}. שלום שוב!`,
        (c) => `${byOther(c, 'בוא', 'בואי')} לשחק, ${c.other.friendName}!`,
        (c) => `נפנוף, נפנוף! ${c.other.friendName} ${byOther(c, 'מנפנף', 'מנפנפת')} בחזרה.`,
        (c) => `${c.other.friendName} ${byOther(c, 'מתקרב', 'מתקרבת')}. עוד קצת!`,
      ],
      young: [
        (c) =>
          `${c.other.friendName} ${byOther(c, 'הלך', 'הלכה')} כמה צעדים מאחור, ${byOther(c, 'והסתכל', 'והסתכלה')} על הכול.`,
        (c) =>
          `"גם ${byOther(c, 'אתה יכול', 'את יכולה')} לבוא!" קראו ${c.name} ו${c.words.friendName}, ו${c.other.friendName} ${byOther(c, 'חייך', 'חייכה')} חיוך קטנטן.`,
        (c) => `לאט לאט ${c.other.friendName} ${byOther(c, 'התקרב', 'התקרבה')} עוד קצת.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'הראה', 'הראתה')} ל${c.other.friendName} את כל המקומות הכי יפים.`,
      ],
      older: [
        (c) =>
          `${c.other.friendName} עדיין ${byOther(c, 'נשאר', 'נשארה')} קצת מאחור, אבל בכל פעם ${byOther(c, 'חיכה לו', 'חיכה לה')} מקום פנוי ליד ${c.name}.`,
        (c) =>
          `בכל פעם שהמבט של ${c.name} פנה לאחור, ${c.other.friendName} ${byOther(c, 'נראה קרוב', 'נראתה קרובה')} יותר בצעד, ${byOther(c, 'וביישן', 'וביישנית')} פחות בקצת.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'סיפר', 'סיפרה')} ל${c.other.friendName} בדיחה מצחיקה, ולראשונה נשמע צחקוק קטן.`,
        (c) =>
          `השאלה של ${c.name} הייתה פשוטה: "מה ${byOther(c, 'אתה הכי אוהב', 'את הכי אוהבת')}?", והתשובה של ${c.other.friendName} הייתה ארוכה ושמחה.`,
      ],
    },
    climax: {
      baby: [
        (c) => `גם ${c.other.friendName} ${byOther(c, 'משחק', 'משחקת')}! חה חה!`,
        (c) => `עכשיו ${c.other.friendName} ${byOther(c, 'צוחק', 'צוחקת')}. הידד!`,
      ],
      young: [
        (c) =>
          `"זה היום הכי טוב!" ${byOther(c, 'קרא', 'קראה')} ${c.other.friendName}, ${byOther(c, 'שהצטרף סוף סוף למשחק וצחק', 'שהצטרפה סוף סוף למשחק וצחקה')} הכי חזק מכולם.`,
        (c) =>
          `היד של ${c.name} הושטה קדימה, ו${c.other.friendName} ${byOther(c, 'אחז', 'אחזה')} בה. עכשיו כולם שיחקו ביחד.`,
      ],
      older: [
        (c) =>
          `ואז זה קרה: ${c.other.friendName} ${byOther(c, 'שכח להתבייש, קפץ', 'שכחה להתבייש, קפצה')} היישר אל תוך המשחק ${byOther(c, 'וצחק', 'וצחקה')} עד שכולם צחקו ${byOther(c, 'איתו', 'איתה')}.`,
        (c) =>
          `כשהגיע התור של ${c.other.friendName} לבחור את המשחק הבא, כל הפנים ${byOther(c, 'שלו', 'שלה')} אורו, והביישנות פשוט נמסה.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `אחד, שניים, שלושה חברים! ${c.name}, ${c.words.friendName} ו${c.other.friendName}.`,
        () => 'שלושה חברים, חיבוק אחד גדול!',
      ],
      young: [
        () => 'עכשיו היו שלושה חברים במקום שניים, וזה הפך הכול לעוד יותר כיף.',
        (c) =>
          `"תשחקו איתי גם מחר?" ${byOther(c, 'שאל', 'שאלה')} ${c.other.friendName}. "כל יום!" ענו ${c.name} ו${c.words.friendName}.`,
      ],
      older: [
        (c) =>
          `עד סוף היום, ${c.other.friendName} כבר לא ${byOther(c, 'היה החדש', 'הייתה החדשה')} בכלל, אלא פשוט עוד ${byOther(c, 'חבר', 'חברה')} בחבורה.`,
        (c) =>
          `בסוף היום התברר שהדבר הכי טוב בו לא היה מקום בכלל, אלא ${byOther(c, 'חבר חדש', 'חברה חדשה')}.`,
      ],
    },
  },
  brave: {
    discovery: {
      baby: [(c) => `מה הרעש הזה? ${c.words.sound}!`, () => 'ששש! רעש מצחיק. מי שם?'],
      young: [
        (c) =>
          `פתאום נשמע רעש מוזר מאיפשהו קרוב. "מה זה היה?" ${byFriend(c, 'לחש', 'לחשה')} ${c.words.friendName} ${byFriend(c, 'והתחבא', 'והתחבאה')} מאחורי ${c.name}.`,
        (c) => `רשרוש, חבטה, ועוד רעש מסתורי בקע מהצללים, והלב של ${c.name} דפק קצת מהר.`,
      ],
      older: [
        (c) =>
          `ואז, מאיפשהו מחוץ לטווח הראייה, עלה קול שאיש לא ידע להסביר, וצמרמורת קלה עברה בגב של ${c.name}.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'קפא', 'קפאה')} באמצע צעד: קול נמוך ומסתורי התקרב ${pair(c, 'אליהם', 'אליהן')}, ואי אפשר היה לדעת מה משמיע אותו.`,
      ],
    },
    thread: {
      baby: [
        () => 'הנה זה שוב! ששש, ששש.',
        (c) => `אוזניים גדולות, ${c.name}! שומעים?`,
        (c) => `מחזיקים ידיים, ${c.name}. ככה!`,
        () => 'מי זה? הממ.',
      ],
      young: [
        () => 'מדי פעם הרעש המוזר חזר, קצת יותר חזק בכל פעם.',
        (c) =>
          `${c.name} ו${c.words.friendName} נשארו ${pair(c, 'צמודים זה לזה', 'צמודות זו לזו')}, ליתר זהירות.`,
        (c) =>
          `"אולי זה מישהו ידידותי," ${byFriend(c, 'לחש', 'לחשה')} ${c.words.friendName}, ${pair(c, 'ושניהם', 'ושתיהן')} ניסו להרגיש ${pair(c, 'אמיצים', 'אמיצות')}.`,
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'זקף את האוזניים והקשיב', 'זקפה את האוזניים והקשיבה')} בכל הכוח.`,
      ],
      older: [
        (c) =>
          `הקול המסתורי ליווה ${pair(c, 'אותם', 'אותן')} מרחוק, אף פעם לא קרוב מספיק כדי לראות, ואף פעם לא נעלם לגמרי.`,
        (c) => `התברר שקצת פחד הוא הרבה יותר קל כש${c.words.friendName} ממש שם, ליד ${c.name}.`,
        (c) =>
          `${pair(c, 'הם', 'הן')} המציאו ניחושים מצחיקים על מה זה יכול להיות, וכל ניחוש הפך את הקול לקצת פחות מפחיד.`,
        (c) => `נשימות איטיות ועמוקות עזרו ${p('ל', c.name)} להבין שתעלומה היא רק שאלה שמחכה לתשובה.`,
      ],
    },
    climax: {
      baby: [
        (c) => `הצצה! ${byOther(c, 'זה רק', 'זאת רק')} ${c.other.friend}! חה חה!`,
        (c) => `מציצים באומץ... ${byOther(c, 'זה', 'זאת')} ${c.other.friendName}!`,
      ],
      young: [
        (c) =>
          `נשימה עמוקה, כמה צעדים על קצות האצבעות, והצצה קטנה של ${c.name}: ${byOther(c, 'זה היה רק', 'זאת הייתה רק')} ${c.other.friend}, ${byOther(c, 'שזמזם', 'שזמזמה')} מנגינה שמחה!`,
        (c) =>
          `${g(
            c,
            `"הלו? מי שם?" קרא ${c.name} באומץ.`,
            `"הלו? מי שם?" קראה ${c.name} באומץ.`,
            `"הלו? מי שם?" נשמע הקול האמיץ של ${c.name}.`,
          )} ומהמחבוא ${byOther(c, 'יצא', 'יצאה')} ${c.other.friend}, ${byOther(c, 'ששיחק', 'ששיחקה')} במחבואים.`,
      ],
      older: [
        (c) =>
          `כל פירור של אומץ התאסף בלב של ${c.name}, עוד צעד קדימה, עוד מבט, ושם לא חיכה שום דבר מפחיד יותר מ${c.other.friend}, ${byOther(c, 'שהתאמן', 'שהתאמנה')} על שיר.`,
        (c) =>
          `ההחלטה של ${c.name} הייתה להתמודד עם הקול במקום לברוח ממנו, וכך ${byOther(c, 'התגלה', 'התגלתה')} ${c.other.friend}, ${byOther(c, 'שהיה ביישן', 'שהייתה ביישנית')} מכדי להגיד שלום.`,
      ],
    },
    resolution: {
      baby: [
        () => 'איזה רעש מצחיק! כולם מצחקקים.',
        (c) => `${c.other.friendName} ${byOther(c, 'אומר', 'אומרת')} שלום. שלום!`,
      ],
      young: [
        (c) => `כולם צחקו וצחקו, והגב של ${c.name} הזדקף בגאווה.`,
        (c) => `${c.other.friendName} ${byOther(c, 'ביקש', 'ביקשה')} סליחה על הבהלה, וכולם צחקקו על זה יחד.`,
      ],
      older: [
        (c) =>
          `${pair(c, 'הם', 'הן')} צחקו עד כאב בטן, והלב של ${c.name} הרגיש פתאום גדול יותר, כאילו אומץ הוא משהו שאפשר לגדל.`,
        (c) =>
          `${c.other.friendName} ${byOther(c, 'נשאר', 'נשארה')} איתם עד הערב, והקול המסתורי הפך לבדיחה הפרטית של כולם.`,
      ],
    },
  },
  surprise: {
    discovery: {
      baby: [(c) => `ששש! הפתעה בשביל ${c.words.friendName}!`, (c) => `${p('ל', c.name)} יש סוד. ששש, ששש!`],
      young: [
        (c) =>
          `${p('ל', c.name)} היה רעיון נפלא: הפתעה סודית בשביל ${c.words.friendName}, ${byFriend(c, 'שהיה חבר כל כך טוב', 'שהייתה חברה כל כך טובה')}.`,
        (c) => `"ששש, היום מכינים הפתעה בשביל ${c.words.friendName}!" נשמעה לחישה קטנה של ${c.name}.`,
      ],
      older: [
        (c) =>
          `התוכנית התבשלה בראש של ${c.name} כבר כמה ימים: הפתעה בשביל ${c.words.friendName}, דרך להגיד תודה בלי מילים.`,
        (c) =>
          `הרעיון הגיע בבת אחת, בהיר ומושלם: חגיגה סודית שכולה בשביל ${c.words.friendName}, והתכנון התחיל מיד.`,
      ],
    },
    thread: {
      baby: [
        (c) => `ששש, ${c.words.friendName}! לא להסתכל!`,
        () => 'עוד משהו בשביל ההפתעה!',
        () => 'להחביא, להחביא! חי חי!',
        (c) => `חיוך סודי על הפנים של ${c.name}.`,
      ],
      young: [
        (c) =>
          `כש${c.words.friendName} ${byFriend(c, 'הסתובב', 'הסתובבה')}, עוד משהו קטן נכנס בשקט לשקית של ${c.name}, בשביל ההפתעה.`,
        (c) => `היה ממש קשה לשמור על הסוד, אבל הפה של ${c.name} נשאר סגור.`,
        (c) =>
          `"למה החיוך הזה?" ${byFriend(c, 'שאל', 'שאלה')} ${c.words.friendName}. "סתם, בלי שום סיבה," הגיעה התשובה של ${c.name}.`,
        () => 'ההפתעה הלכה וגדלה, ונעשתה יפה יותר כל הזמן.',
      ],
      older: [
        (c) =>
          `בכל פעם ש${c.words.friendName} ${byFriend(c, 'הפנה', 'הפנתה')} את הגב, עוד אוצר קטן הצטרף בשקט להפתעה.`,
        () => 'לשמור סוד מהחבר הכי טוב היה הדבר הכי קשה מכולם.',
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'התחיל לחשוד ושאל', 'התחילה לחשוד ושאלה')} המון שאלות, והתשובות של ${c.name} היו רק משיכות כתפיים תמימות לגמרי.`,
        (c) => `בדמיון של ${c.name}, התוכנית נעשתה גדולה ונפלאה יותר עם כל שעה שעברה.`,
      ],
    },
    climax: {
      baby: [
        (c) => `הפתעה, ${c.words.friendName}! טה-דה!`,
        (c) => `טה-דה! מסיבה בשביל ${c.words.friendName}!`,
      ],
      young: [
        (c) =>
          `"הפתעה!" נשמעה הקריאה של ${c.name}, ו${c.words.friendName} ${byFriend(c, 'ראה', 'ראתה')} את כל מה שהוכן בסוד.`,
        (c) =>
          `יד ביד הגיעו ${c.name} ו${c.words.friendName} אל המקום הסודי. "עכשיו אפשר לפקוח עיניים!" הנה היא, מסיבה שלמה, רק בשביל ${c.words.friendName}.`,
      ],
      older: [
        (c) =>
          `כשהמילה "הפתעה!" נאמרה סוף סוף, ${c.words.friendName} ${byFriend(c, 'עמד', 'עמדה')} בלי מילים רגע ארוך, ואז ${byFriend(c, 'פרץ', 'פרצה')} בצחוק הכי שמח.`,
        (c) =>
          `הכיסוי הוסר בתנופה, ו${c.words.friendName} ${byFriend(c, 'ראה', 'ראתה')} הכול: את כל הסוד, שנעשה באהבה, רק ${byFriend(c, 'בשבילו', 'בשבילה')}.`,
      ],
    },
    resolution: {
      baby: [
        (c) => `${c.words.friendName} ${byFriend(c, 'אוהב', 'אוהבת')} את זה! יש!`,
        () => 'מסיבה, מסיבה! מוחאים כפיים!',
      ],
      young: [
        (c) =>
          `${pair(c, 'הם', 'הן')} חגגו במשחקים ובצחוקים, ו${c.words.friendName} ${byFriend(c, 'אמר', 'אמרה')} שזאת ההפתעה הכי יפה אי פעם.`,
        (c) =>
          `${g(
            c,
            `"תודה ${byFriend(c, 'שאתה חבר', 'שאת חברה')} שלי," אמר ${c.name},`,
            `"תודה ${byFriend(c, 'שאתה חבר', 'שאת חברה')} שלי," אמרה ${c.name},`,
            `"תודה ${byFriend(c, 'שאתה חבר', 'שאת חברה')} שלי," לחשו השפתיים של ${c.name},`,
          )} ו${c.words.friendName} ${byFriend(c, 'נתן', 'נתנה')} חיבוק ענק.`,
      ],
      older: [
        (c) =>
          `החגיגה נמשכה עד שהצללים התארכו, ו${c.words.friendName} ${byFriend(c, 'חזר ואמר', 'חזרה ואמרה')} שאף אחד מעולם לא עשה ${byFriend(c, 'בשבילו', 'בשבילה')} משהו כל כך יפה.`,
        (c) => `זה היה שיעור קטן ${p('ל', c.name)}: לתת הפתעה יכול להרגיש אפילו טוב יותר מלקבל אחת.`,
      ],
    },
  },
  journey: {
    discovery: {
      baby: [(c) => `יוצאים לדרך, ${c.name}! רחוק, רחוק!`, () => 'צעד, צעד, צעד! הדרך ארוכה.'],
      young: [
        (c) =>
          `"בואו נלך לצד השני של ${c.words.hereName}, אף אחד לא היה שם המון זמן!" ${byFriend(c, 'הציע', 'הציעה')} ${c.words.friendName}.`,
        (c) =>
          `${c.name} ו${c.words.friendName} ארזו חטיף ובקבוק מים, ויצאו למסע ארוך אל הקצה הרחוק של ${c.words.hereName}.`,
      ],
      older: [
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'הביא', 'הביאה')} מפה ישנה עם שביל אל הצד השני של ${c.words.hereName}, ${pair(c, 'ולשניהם', 'ולשתיהן')} היה ברור שהיום זה היום ללכת בעקבותיו.`,
        (c) =>
          `הרחק הרחק, כך מספרים, מסתתר המקום הכי יפה ${c.words.here}, ${pair(c, 'ושני החברים', 'ושתי החברות')} יצאו לראות אותו בעיניים ${pair(c, 'שלהם', 'שלהן')}.`,
      ],
    },
    thread: {
      baby: [
        () => 'כבר הגענו? עוד לא!',
        () => 'הולכים והולכים!',
        (c) => `צועדים, צועדים, ${c.name}!`,
        () => 'עוד קצת, ועוד קצת!',
      ],
      young: [
        (c) => `הדרך נמשכה ונמשכה, אבל הרגליים של ${c.name} המשיכו ללכת.`,
        (c) => `"כמעט הגענו?" ${byFriend(c, 'שאל', 'שאלה')} ${c.words.friendName}. "כמעט!" הייתה התשובה.`,
        (c) => `${pair(c, 'הם', 'הן')} עצרו ללגימת מים, ואז המשיכו הלאה.`,
        () => 'במבט לאחור, כמעט אי אפשר היה לראות מאיפה יצאו.',
      ],
      older: [
        (c) => `השביל התפתל וטיפס, והמקום שממנו יצאו הלך והצטמק ${pair(c, 'מאחוריהם', 'מאחוריהן')}.`,
        (c) => `הרגליים של ${c.name} התחילו להתעייף, אבל המחשבה על מה שמחכה בסוף הדרך הפכה כל צעד לקליל.`,
        () => 'כל עיקול בדרך גילה נוף חדש, כל אחד יפה יותר מקודמו.',
        (c) =>
          `${c.words.friendName} ${byFriend(c, 'בדק שוב את הכיוון והצביע', 'בדקה שוב את הכיוון והצביעה')} קדימה בביטחון גדול.`,
      ],
    },
    climax: {
      baby: [(c) => `הגענו! וואו, ${c.name}!`, () => 'תראו! כל כך גדול וכל כך יפה!'],
      young: [
        (c) =>
          `סוף סוף ${pair(c, 'הם', 'הן')} הגיעו לקצה השביל, ומשם אפשר היה לראות הכול. "וואו!" קראו ${c.name} ו${c.words.friendName}.`,
        (c) =>
          `${pair(c, 'החברים עברו', 'החברות עברו')} את העיקול האחרון, ושם נפרש ${pair(c, 'לפניהם', 'לפניהן')} נוף יפה יותר מכל מה שדמיינו.`,
      ],
      older: [
        () => 'כשהגיעו סוף סוף, השתרר שקט, כי הנוף היה גדול מכדי שיהיו לו מילים.',
        (c) =>
          `הצעדים האחרונים היו הכי קשים, אבל אז אפשר היה לראות את כל ${c.words.hereName} מלמעלה, והלב של ${c.name} ידע שהמסע היה שווה את זה.`,
      ],
    },
    resolution: {
      baby: [() => 'עכשיו הביתה. צעד, צעד!', () => 'ביי ביי, רחוק! חוזרים הביתה!'],
      young: [
        (c) => `אחר כך ${pair(c, 'הם', 'הן')} הלכו בדרך הארוכה הביתה, ודיברו על כל מה שראו.`,
        (c) => `הדרך חזרה הרגישה קצרה יותר, כי ${c.name} ו${c.words.friendName} שרו כל הדרך.`,
      ],
      older: [
        (c) => `הדרך הביתה הייתה איטית וזהובה, והמבטים של ${c.name} חזרו שוב ושוב אל המרחק שעברו.`,
        (c) =>
          `${pair(c, 'הם', 'הן')} חזרו בשביל שבו באו, ${pair(c, 'עייפים וגאים', 'עייפות וגאות')}, וכבר תכננו את המסע הבא.`,
      ],
    },
  },
};

const details: LanguagePack<HebrewWords>['details'] = {
  baby: [
    (c) => `${c.words.sound}!`,
    (c) => `כפיים, כפיים, ${c.name}!`,
    () => 'יאללה, הופה!',
    (c) => `${c.words.friendName} ${byFriend(c, 'אומר', 'אומרת')} שלום!`,
    (c) => `חה חה חה, ${c.words.friendName} ${byFriend(c, 'צוחק', 'צוחקת')}!`,
    (c) => `נשיקה קטנה על הלחי של ${c.name}!`,
    () => 'אחת, שתיים, שלוש, הופ!',
    (c) => `דגדוג, דגדוג, ${c.name}!`,
    () => 'למעלה, למעלה! ולמטה!',
    () => 'לה, לה, לה!',
    () => 'מסתובבים, מסתובבים!',
    (c) => `${c.words.friendName} ${byFriend(c, 'שמח', 'שמחה')}!`,
    (c) => `חיוך גדול, ${c.name}!`,
    () => 'טפיחה, טפיחה, טפיחה.',
    () => 'וואו, וואו, וואו!',
    () => 'קפיצה, קפיצה, הופס!',
    () => 'איזה יום גדול!',
    () => 'מנענעים את האצבעות של הרגליים!',
    (c) => `נשיקה גדולה ל${c.words.friendName}!`,
    () => 'מוכנים? יוצאים!',
    () => 'כמה כיף!',
  ],
  young: [
    (c) => `${c.words.friendName} ${byFriend(c, 'צחקק וקיפץ', 'צחקקה וקיפצה')} משמחה.`,
    (c) => `הלב של ${c.name} התמלא חום ואור.`,
    () => 'איזה יום נפלא זה היה!',
    (c) => `"${c.words.sound}!" ${byFriend(c, 'שר', 'שרה')} ${c.words.friendName}.`,
    () => 'רוח קלילה נשבה, כאילו היא אומרת שלום.',
    (c) => `העיניים של ${c.name} נצצו משמחה.`,
    (c) =>
      `"אני כל כך ${byFriend(c, 'שמח', 'שמחה')} שאנחנו ביחד!" ${byFriend(c, 'אמר', 'אמרה')} ${c.words.friendName}.`,
    (c) =>
      `הצחוק של ${c.name} היה כל כך מדבק, שגם ${c.words.friendName} ${byFriend(c, 'התחיל', 'התחילה')} לצחוק.`,
    (c) => `משב רוח עדין דגדג ${pair(c, 'להם', 'להן')} באף.`,
    (c) => `${c.words.friendName} ${byFriend(c, 'הסתובב', 'הסתובבה')} סיבוב קטן ומצחיק.`,
    (c) => `"כמה טוב שבאנו!" קראו ${pair(c, 'שני החברים', 'שתי החברות')} יחד.`,
    () => 'איפשהו מישהו זמזם שיר עליז.',
    (c) => `הידיים של ${c.name} מחאו כפיים מעצמן.`,
    () => 'הכול נראה חדש ומיוחד.',
    (c) =>
      `${c.words.friendName} ${byFriend(c, 'נגע', 'נגעה')} באף של ${c.name}, כמו שחברים הכי טובים אומרים שלום.`,
    (c) => `מהפה של ${c.name} יצא זמזום של שיר שמח.`,
    (c) => `"אין כמוך, ${c.name}," ${byFriend(c, 'אמר', 'אמרה')} ${c.words.friendName}.`,
    () => 'נדמה היה שכל העולם מחייך.',
    (c) => `הצללים ${pair(c, 'שלהם', 'שלהן')} רקדו ${pair(c, 'לידם', 'לידן')}.`,
    (c) => `הבטן של ${c.words.friendName} קרקרה, ${pair(c, 'ושניהם', 'ושתיהן')} צחקקו.`,
    (c) => `הרגליים של ${c.name} דילגו קדימה: אחת, שתיים, שלוש.`,
    () => 'כל רגע הרגיש כמו מתנה קטנה.',
    (c) => `${c.words.friendName} ${byFriend(c, 'סיפר', 'סיפרה')} בדיחה, וכולם התגלגלו מצחוק.`,
  ],
  older: [
    (c) =>
      g(
        c,
        `${c.name} שמר את הזיכרון הזה במקום בטוח, כדי שיישאר איתו לתמיד.`,
        `${c.name} שמרה את הזיכרון הזה במקום בטוח, כדי שיישאר איתה לתמיד.`,
        `הזיכרון הזה יישאר בלב של ${c.name} לתמיד, שמור במקום בטוח.`,
      ),
    (c) =>
      `${c.words.friendName} לא ${byFriend(c, 'אמר', 'אמרה')} דבר, אבל המבט ${pair(c, 'ששני החברים', 'ששתי החברות')} החליפו אמר הכול.`,
    () => 'איפשהו בקרבת מקום, משב רוח נשא ריח של הרפתקה.',
    () => 'זה היה אחד מאותם רגעים שבהם הלב מרגיש קטן מאוד ואמיץ מאוד באותו זמן.',
    (c) => `אפילו השקט ${c.words.here} נראה כאילו הוא מחייך.`,
    (c) =>
      `${c.words.friendName} ${byFriend(c, 'צחק', 'צחקה')} צחוק גדול, ${pair(c, 'ושני החברים', 'ושתי החברות')} שכחו כל דאגה קטנה.`,
    (c) => `תחושת גאווה חמימה התגנבה ללב של ${c.name}, כמו שמש קטנה.`,
    () => 'האור השתנה וצבע את הכול בגוונים חמים יותר.',
    () => 'רגע של שקט עבר, ומסתבר ששקט יכול להרגיש טוב מאוד.',
    (c) =>
      `${c.words.friendName} ${byFriend(c, 'היה מלא', 'הייתה מלאה')} שאלות, והתשובות של ${c.name} לא נגמרו.`,
    () => 'הזמן נמתח, עצלן ונדיב.',
    (c) => `סקרנות תססה בתוך ${c.name} כמו בועות בלימונדה.`,
    () => 'הרחק משם משהו זמזם מנגינה שרק חצי ממנה זכור.',
    (c) =>
      `${c.words.friendName} ${byFriend(c, 'אמר', 'אמרה')} משהו כל כך מצחיק, שהצחוק של ${c.name} עצר את כל ההליכה.`,
    () => 'לאוויר היה טעם של אור ושל מקומות רחוקים.',
    (c) => `משאלה סודית נלחשה בלב של ${c.name}, ונשמרה קרוב קרוב.`,
    () => 'אפילו האבן הכי קטנה נראתה כאילו יש לה סיפור לספר.',
    () => 'התברר שהרפתקאות עשויות בעיקר מרגעים קטנים כמו זה.',
    (c) =>
      `לזמן מה ${c.name} ו${c.words.friendName} פשוט הלכו ${pair(c, 'זה לצד זה, שבעי רצון', 'זו לצד זו, שבעות רצון')}.`,
    () => 'רגע כזה, חשבו כולם, שווה לזכור בעיניים עצומות.',
    (c) => `המחשבות של ${c.name} נדדו: האם מישהו אחר עמד פעם בדיוק כאן?`,
    () => 'הכול זהר, כאילו היום עצמו מרוצה.',
  ],
};

/** Sleepy sentences just before the bedtime ending: yawns, cuddles, the lights going low. */
const windDown: LanguagePack<HebrewWords>['windDown'] = {
  baby: [
    () => 'פיהוק, פיהוק. רך וחמים.',
    (c) => `מתכרבלים, ${c.name}. מתכרבלים, ${c.words.friendName}.`,
    () => 'האורות נמוכים עכשיו. ששש.',
  ],
  young: [
    (c) => `פיהוק גדול ברח מהפה של ${c.name}, ואחריו גם פיהוק של ${c.words.friendName}.`,
    () => 'השמיים נהיו ורודים ורכים, ואחר כך כחולים וחולמניים.',
    (c) => `${c.words.friendName} ${byFriend(c, 'התכרבל קרוב, חמים ונעים', 'התכרבלה קרוב, חמימה ונעימה')}.`,
  ],
  older: [
    (c) => `עייפות נעימה זחלה אל הידיים והרגליים של ${c.name}, מהסוג הטוב שמגיע אחרי יום ארוך.`,
    () => 'אחד אחד, הכוכבים הראשונים התעוררו ונצצו למעלה.',
    (c) =>
      `${c.words.friendName} ${byFriend(c, 'פיהק פיהוק ענק ונשען', 'פיהקה פיהוק ענק ונשענה')} על ${c.name}, עם עיניים כמעט עצומות.`,
  ],
};

/** Titles; a custom theme's are built around the parent's quoted text. */
const titles: L[] = [
  (c) => `הסיפור של ${c.name} ו${c.words.friendName}`,
  (c) => `${c.name} ו${c.words.friend}`,
  (c) =>
    c.words.about ? `"${c.words.about}": סיפור בשביל ${c.name}` : `${c.words.topic}: הסיפור של ${c.name}`,
];

export const he: LanguagePack<HebrewWords> = {
  code: 'he',
  script: /[\u0590-\u05FF]/,
  themes,
  companions,
  custom,
  titles,
  lines,
  plots,
  details,
  windDown,
};
