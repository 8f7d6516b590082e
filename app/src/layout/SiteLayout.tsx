import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { contentReads } from '@rimal/core';
import { isLanguage, type Language } from '@rimal/i18n';
import {
  Footer,
  Navbar,
  ProductTextsProvider,
  SupportChatLink,
  useResource,
  useServices,
} from '@rimal/ui';
import { useCart } from '../cart';
import { useProductTextsLookup } from '../cart/productTexts';
import { useCartReadOnLoad } from '../cart/useCartReadOnLoad';
import { DemoRibbonSlot } from './DemoRibbonSlot';
import { LazyCartPanel } from './LazyCartPanel';
import { useLanguageInAddress } from './useLanguageInAddress';
import { useFocusOnNewPage } from './useFocusOnNewPage';
import { useResetCart } from './useResetCart';
import { useScrollPerPage } from './useScrollPerPage';

/** The page's main region: the skip link's target, and where focus goes on a new page. */
const MAIN_ID = 'content';

/** Navbar, cart drawer, page, footer and the support chat link: the frame of every page. */
export function SiteLayout() {
  const { i18n } = useTranslation();
  const { mediaHost, links, content } = useServices();
  const lines = useCart((state) => state.lines);
  const setQuantity = useCart((state) => state.setQuantity);
  const remove = useCart((state) => state.remove);
  const reset = useResetCart();
  const notices = useCart((state) => state.notices);
  const noticesSeen = useCart((state) => state.noticesSeen);
  const [cartOpen, setCartOpen] = useState(false);
  const cartButton = useRef<HTMLButtonElement>(null);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const productTexts = useProductTextsLookup(language);
  const categoriesRead = contentReads.categories(language);
  const categories = useResource(categoriesRead.key, () => categoriesRead.load(content));
  useCartReadOnLoad();
  useLanguageInAddress();
  useScrollPerPage();
  useFocusOnNewPage(MAIN_ID);
  // Closing the drawer that showed the notices counts as having seen them.
  const closeCart = useCallback(() => {
    setCartOpen(false);
    noticesSeen();
  }, [noticesSeen]);

  return (
    <ProductTextsProvider lookup={productTexts}>
      <DemoRibbonSlot />
      <Navbar
        cartCount={lines.length}
        cartOpen={cartOpen}
        onCartToggle={() => setCartOpen((open) => !open)}
        cartButtonRef={cartButton}
        language={language}
        onLanguageChange={(next) => void i18n.changeLanguage(next)}
        categories={categories.data}
      />
      <LazyCartPanel
        triggerRef={cartButton}
        open={cartOpen}
        onClose={closeCart}
        lines={lines}
        mediaHost={mediaHost}
        onQuantityChange={setQuantity}
        onRemove={remove}
        onReset={reset}
        notices={notices}
        onNoticesSeen={noticesSeen}
      />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer socialLinks={links.social} />
      <SupportChatLink href={links.supportChatUrl} />
    </ProductTextsProvider>
  );
}
