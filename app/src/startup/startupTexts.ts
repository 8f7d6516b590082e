import type { Language } from '@rimal/i18n';

/** What the start-up error screen says. */
export interface StartupTexts {
  title: string;
  description: string;
  /** Demo mode only: its back ends run in the browser, which needs site data the browser blocks. */
  demoNeedsSiteData: string;
  retry: string;
}

/**
 * The start-up error screen's few texts, bundled with the entry: the i18n resources may be
 * exactly what failed to load, so this screen cannot wait for them.
 */
export const startupTexts: Record<Language, StartupTexts> = {
  en: {
    title: 'The shop could not start',
    description:
      'Part of the site did not load, perhaps because the connection dropped. Please check your connection and try again.',
    demoNeedsSiteData:
      "This demo runs the shop's back ends inside your browser, and that needs site data, which this browser blocks for this page. Allow site data for this site, then try again.",
    retry: 'Try again',
  },
  ar: {
    title: 'تعذّر تشغيل المتجر',
    description:
      'لم يكتمل تحميل جزء من الموقع، ربما بسبب انقطاع الاتصال. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    demoNeedsSiteData:
      'يشغّل هذا العرض التجريبي خوادم المتجر داخل متصفحك، ويحتاج ذلك إلى بيانات الموقع التي يحظرها هذا المتصفح لهذه الصفحة. اسمح ببيانات الموقع لهذا الموقع، ثم حاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  ru: {
    title: 'Не удалось открыть магазин',
    description:
      'Часть сайта не загрузилась — возможно, прервалось соединение. Проверьте подключение и попробуйте ещё раз.',
    demoNeedsSiteData:
      'Эта демоверсия запускает серверную часть магазина прямо в браузере, а для этого нужны данные сайта, которые браузер для этой страницы блокирует. Разрешите данные для этого сайта и попробуйте ещё раз.',
    retry: 'Повторить',
  },
  hi: {
    title: 'दुकान खुल नहीं सकी',
    description:
      'साइट का कुछ हिस्सा लोड नहीं हुआ, शायद कनेक्शन टूट गया था। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    demoNeedsSiteData:
      'यह डेमो दुकान के बैक-एंड आपके ब्राउज़र में ही चलाता है, और इसके लिए साइट डेटा चाहिए, जिसे यह ब्राउज़र इस पेज के लिए रोक रहा है। इस साइट के लिए साइट डेटा की अनुमति दें, फिर दोबारा कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },
  zh: {
    title: '商城暂时无法打开',
    description: '网站的部分内容未能加载，可能是网络连接中断了。请检查网络连接后重试。',
    demoNeedsSiteData:
      '此演示版在您的浏览器中运行商城的后端服务，这需要网站数据，而此浏览器禁止了本页面使用网站数据。请允许本网站存储数据，然后重试。',
    retry: '重试',
  },
  ja: {
    title: 'ショップを開けませんでした',
    description:
      '接続が途切れたなどの理由で、サイトの一部を読み込めませんでした。接続を確認して、もう一度お試しください。',
    demoNeedsSiteData:
      'このデモはショップのバックエンドをブラウザー内で動かしており、そのためにサイトデータが必要ですが、このブラウザーはこのページのサイトデータをブロックしています。このサイトのサイトデータを許可してから、もう一度お試しください。',
    retry: '再試行',
  },
  ko: {
    title: '쇼핑몰을 열 수 없어요',
    description:
      '연결이 끊기는 등의 이유로 사이트 일부를 불러오지 못했어요. 연결 상태를 확인한 후 다시 시도해 주세요.',
    demoNeedsSiteData:
      '이 데모는 쇼핑몰의 백엔드를 브라우저 안에서 실행하며, 이를 위해 사이트 데이터가 필요한데 이 브라우저가 이 페이지의 사이트 데이터를 차단하고 있어요. 이 사이트의 사이트 데이터를 허용한 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
};
