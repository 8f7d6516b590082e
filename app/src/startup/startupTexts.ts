import type { Language } from '@rimal/i18n';

/** What the start-up error screen says. */
export interface StartupTexts {
  title: string;
  description: string;
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
    retry: 'Try again',
  },
  ar: {
    title: 'تعذّر تشغيل المتجر',
    description:
      'لم يكتمل تحميل جزء من الموقع، ربما بسبب انقطاع الاتصال. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  ru: {
    title: 'Не удалось открыть магазин',
    description:
      'Часть сайта не загрузилась — возможно, прервалось соединение. Проверьте подключение и попробуйте ещё раз.',
    retry: 'Повторить',
  },
  hi: {
    title: 'दुकान खुल नहीं सकी',
    description:
      'साइट का कुछ हिस्सा लोड नहीं हुआ, शायद कनेक्शन टूट गया था। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },
  zh: {
    title: '商城暂时无法打开',
    description: '网站的部分内容未能加载，可能是网络连接中断了。请检查网络连接后重试。',
    retry: '重试',
  },
  ja: {
    title: 'ショップを開けませんでした',
    description:
      '接続が途切れたなどの理由で、サイトの一部を読み込めませんでした。接続を確認して、もう一度お試しください。',
    retry: '再試行',
  },
  ko: {
    title: '쇼핑몰을 열 수 없어요',
    description:
      '연결이 끊기는 등의 이유로 사이트 일부를 불러오지 못했어요. 연결 상태를 확인한 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
};
