// The public API of @rimal/ui. The theme is `@rimal/ui/theme`; the checkout flow is
// `@rimal/ui/checkout`, loaded on its own so the shop's pages never carry its libraries.
export {
  AlertIcon,
  ArrowStartIcon,
  CartIcon,
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronEndIcon,
  ChevronStartIcon,
  CloseIcon,
  iconSizes,
  MenuIcon,
  MinusIcon,
  PauseIcon,
  PlayIcon,
  PlusIcon,
  TrashIcon,
  UploadIcon,
  type IconProps,
  type IconSize,
} from './icons';
export { Badge, badgeTones, type BadgeProps } from './components/Badge';
export {
  Button,
  buttonSizes,
  buttonStyles,
  buttonVariants,
  type ButtonProps,
} from './components/Button';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/Radio';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Spinner } from './components/Spinner';
export { StatusScreen, type StatusScreenProps } from './components/StatusScreen';
export { TextField, type TextFieldProps } from './components/TextField';
export { Flag, type FlagProps } from './components/Flag';
export { Footer, paymentMethods, type FooterProps, type PaymentMethod } from './components/Footer';
export { LanguageSwitcher, type LanguageSwitcherProps } from './components/LanguageSwitcher';
export { Logo, type LogoProps } from './components/Logo';
export { Navbar, type NavbarProps } from './components/Navbar';
export { SupportChatLink, type SupportChatLinkProps } from './components/SupportChatLink';
export {
  toastPlacements,
  toastPresets,
  ToastProvider,
  useToast,
  type ToastOptions,
  type ToastPlacement,
  type ToastTone,
} from './components/Toast';
export {
  CartLineItem,
  CartPanel,
  type CartLineItemProps,
  type CartPanelProps,
} from './components/CartPanel';
export { CartNotices, type CartNoticesProps } from './components/CartNotices';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { useFormatMoney } from './hooks/useFormatMoney';
export { usePageInLanguage } from './hooks/usePageInLanguage';
export { TakeOver, useInBrowser } from './hooks/useInBrowser';
export {
  ServicesProvider,
  socialNetworks,
  useServices,
  type PaymentProvider,
  type Services,
  type SocialLink,
  type SocialNetwork,
} from './services';
export {
  createResources,
  ProductTextsProvider,
  ResourceProvider,
  useResource,
  useShownTexts,
  type ProductTextsLookup,
  type ShowsProduct,
  type Resource,
  type Resources,
  type ResourcesOptions,
  type ResourceStatus,
} from './data';
export { VisuallyHidden, visuallyHidden } from './components/VisuallyHidden';
export { AppLoading } from './components/AppLoading';
export {
  BrandPage,
  BrandProducts,
  type BrandPageProps,
  type BrandProductsProps,
} from './components/BrandPage';
export { BrandTile, type BrandTileProps } from './components/BrandTile';
export { CategoryFilter, type CategoryFilterProps } from './components/CategoryFilter';
export { ContactForm, type ContactFormProps } from './components/ContactForm';
export { ContactInfoPanel, type ContactInfoPanelProps } from './components/ContactInfoPanel';
export { CouponField, usePrizeText, type CouponFieldProps } from './components/CouponField';
export {
  CustomerDetailsForm,
  type CustomerDetailsFormProps,
} from './components/CustomerDetailsForm';
export { DemoPaymentForm, type DemoPaymentFormProps } from './components/DemoPaymentForm';
export { Dialog, type DialogProps } from './components/Dialog';
export { DemoRibbon } from './components/DemoRibbon';
export {
  AppErrorScreen,
  NewVersionScreen,
  NotFoundScreen,
  OfflineScreen,
  type AppErrorScreenProps,
  type NewVersionScreenProps,
  type OfflineScreenProps,
} from './components/ErrorScreens';
export {
  FeaturedList,
  FeaturedProducts,
  type FeaturedListProps,
  type FeaturedProductsProps,
} from './components/FeaturedProducts';
export { FileUpload, type FileUploadProps } from './components/FileUpload';
export { GourmetPromo, type GourmetPromoProps } from './components/GourmetPromo';
export {
  HeroSection,
  usePrefersReducedMotion,
  type HeroSectionProps,
  type LoopVideo,
} from './components/HeroSection';
export {
  IngredientsStory,
  type Ingredient,
  type IngredientsStoryProps,
} from './components/IngredientsStory';
export {
  LegalDocument,
  legalSectionId,
  type LegalDocumentKind,
  type LegalDocumentProps,
  type LegalItem,
  type LegalSection,
} from './components/LegalDocument';
export { ListingBanner, type ListingBannerProps } from './components/ListingBanner';
export { NewsletterBox, type NewsletterBoxProps } from './components/NewsletterBox';
export { OrderConfirmed, type OrderConfirmedProps } from './components/OrderConfirmed';
export { OrderSummary, type OrderSummaryProps } from './components/OrderSummary';
export { PaymentFailed, type PaymentFailedProps } from './components/PaymentFailed';
export { PleaseWait, type PleaseWaitProps } from './components/PleaseWait';
export {
  ProductBadges,
  ProductCard,
  ProductCardSkeleton,
  ProductPrice,
  useAddToCartFeedback,
  type ProductBadgesProps,
  type ProductCardProps,
  type ProductPriceProps,
} from './components/ProductCard';
export { ProductGallery, type ProductGalleryProps } from './components/ProductGallery';
export {
  ProductGrid,
  productGridStatuses,
  type ProductGridMessages,
  type ProductGridProps,
  type ProductGridStatus,
} from './components/ProductGrid';
export {
  BackToShopLink,
  ProductSummary,
  type BackToShopLinkProps,
  type ProductSummaryProps,
} from './components/ProductSummary';
export { PromotionPanel, type PromotionPanelProps } from './components/PromotionPanel';
export { Skeleton, skeletonRadii, type SkeletonProps } from './components/Skeleton';
export { SustainabilitySection } from './components/SustainabilitySection';
export {
  TestimonialCarousel,
  type Testimonial,
  type TestimonialCarouselProps,
} from './components/TestimonialCarousel';
export {
  AboutPage,
  CompanyProfile,
  CorporateValues,
  Leadership,
  Pillars,
  type AboutPageProps,
  type LeaderPortraitUrl,
  type LeadershipProps,
} from './components/AboutPage';
export { CheckoutEmpty, type CheckoutEmptyProps } from './components/CheckoutEmpty';
export { PaymentArea, type PaymentAreaProps } from './components/PaymentArea';
export {
  ProductDetail,
  productDetailStatuses,
  type ProductDetailProps,
  type ProductDetailStatus,
} from './components/ProductDetail';
