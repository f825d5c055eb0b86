import { illustrate } from '../ai/builtin/illustrator/index.ts';
import { CORNERS } from '@storycat/contract';
import type { PdfBook } from './book-pdf.ts';

const SCENES = [
  ['小貓', '森林', '找朋友'],
  ['小貓', '海邊', '堆沙堡'],
  ['小狗', '學校', '上課'],
  ['小貓', '天空', '坐熱氣球'],
  ['小兔子', '城堡', '跳舞'],
  ['小貓', '山上', '看星星'],
];
const TEXTS = [
  '小貓咪咪在森林裡散步，遇見了一隻害羞的小松鼠。',
  '牠們一起到海邊堆了一座好大的沙堡。',
  '第二天，小狗旺旺在學校裡認真上課。',
  '咪咪坐上熱氣球，飛到白白的雲朵上面。',
  '城堡裡的小兔子跳起舞來，大家都拍手叫好。',
  '晚上，咪咪在山上看著滿天的星星，覺得好幸福。',
];

/**
 * A book of `pages` story pages with real pictures from the built-in illustrator, for the PDF test and
 * benchmark. Answers the book and a picture loader over the generated pictures.
 */
export async function pdfFixture(pages: number) {
  const pictures = new Map<string, Buffer>();
  const book: PdfBook = {
    book_name_ch: '咪咪的冒險',
    book_name_en: "Mimi's Adventure",
    book_author: '王小明',
    preface: '送給我最愛的家人！',
    book_frontcover: null,
    book_backcover: null,
    book_content: [{ step: 3, pages: [] }],
  };
  for (let i = 0; i < pages; i++) {
    const [who, where, what] = SCENES[i % SCENES.length]!;
    const url = `/files/pictures/fixture/${i}.png`;
    pictures.set(
      url,
      await illustrate({
        prompt: `【誰】${who}【在哪裡】${where}【做什麼】${what}`,
        style: String((i % 7) + 1),
        seed: i,
      }),
    );
    book.book_content[0]!.pages.push({
      user_input: TEXTS[i % TEXTS.length]!,
      en_user_input: 'Mimi the kitten walks in the forest and meets a shy little squirrel.',
      user_pic_select: url,
      position_input: CORNERS[i % 4]!,
    });
  }
  book.book_frontcover = '/files/pictures/fixture/0.png';
  book.book_backcover = `/files/pictures/fixture/${pages - 1}.png`;
  return { book, load: async (url: string) => pictures.get(url) };
}
