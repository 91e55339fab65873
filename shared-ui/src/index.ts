/**
 * shared-ui: design tokens and the common components of the portal, shared by the host and
 * every remote as a Module Federation singleton.
 *
 * - i18n: {@link initI18n} (host, once), {@link addTranslations} (each remote, its own namespace),
 *   {@link useTranslation} (every component).
 * - Feedback to the student: {@link showToast} (3000 ms), {@link showAlert}, {@link showConfirm}
 *   (OK / キャンセル), {@link showNetworkError} (やり直す). The host renders {@link UiRoot} once and
 *   registers {@link createUiAdapter} with shared-api.
 * - Pages: {@link Page} (header, document title, content column), {@link Card}, {@link TileGrid} /
 *   {@link Tile} (cards of books, levels, courses).
 * - Server state: {@link QueryState} (loading, error with Retry, empty, content) for any TanStack
 *   Query result, {@link StatusBlock} for a page's own messages (not found, nothing yet).
 * - Other remotes' modules: {@link useExposedModule} (e.g. the exercise engine), loaded through the
 *   host's loader ({@link registerExposedModuleLoader}).
 * - Components: {@link Button} (width 180), {@link LinkButton} (a link styled as one), {@link Badge} (99+), {@link PageHeader} (back and
 *   playback speed), {@link ScoreStamp}, {@link Modal}, {@link ImagePicker}, {@link Spinner},
 *   {@link ResourceFeedbackOverlay}.
 * - Routing helpers: {@link KeepAliveOutlet} (routes whose handle says keepAlive),
 *   {@link useLeaveGuard} (confirm before leaving with unsaved input).
 * - Rules: {@link gradeOf}, {@link scoreColour}, {@link clampScore}, {@link hasEmoji}, {@link formatBadge}.
 *
 * Importing this module also loads the design tokens (CSS custom properties, Noto Sans JP stack).
 */
import './styles/tokens.css';

// Apps translate with this hook (lint forbids importing react-i18next itself): shared as part of
// shared-ui, react-i18next is tree-shaken to it (Trans and its HTML parser stay out of the host).
export { useTranslation } from 'react-i18next';
export { addTranslations, currentLanguage, i18n, initI18n, setLanguage, SUPPORTED_LANGUAGES, UI_NAMESPACE, type Language, type TranslationBundles } from './lib/i18n';
export { uiEn, uiJa } from './lib/translations';
export { createUiAdapter } from './app/ui-adapter';
export { UiRoot } from './app/ui-root';

export { showToast, dismissToast, toastStore, TOAST_DURATION_MS, type Toast } from './features/toast/toast-store';
export { Toaster } from './features/toast/toaster';
export { showAlert, showConfirm, showNetworkError, closeDialog, dialogStore, type AlertOptions, type ConfirmOptions, type DialogRequest } from './features/dialog/dialog-store';
export { DialogHost } from './features/dialog/dialog-host';
export { Modal, type ModalProps } from './features/dialog/modal';
export { LoadingOverlay, Spinner } from './features/loading/loading-overlay';
export { setLoading } from './features/loading/loading-store';

export { Button, BUTTON_DEFAULT_WIDTH, type ButtonProps } from './features/button/button';
export { LinkButton, type LinkButtonProps } from './features/button/link-button';
export { Badge, BADGE_MAX, formatBadge } from './features/badge/badge';
export { PageHeader, PLAYBACK_SPEEDS, type PageHeaderProps, type PlaybackSpeed } from './features/page-header/page-header';
export { ScoreStamp, type ScoreStampProps } from './features/score/score-stamp';
export { clampScore, displayScore, gradeOf, scoreColour, type Grade, type GradeThresholds, type ScoreColour } from './features/score/grade';
export { playGradeSound } from './features/score/grade-sound';
export { combineQueries, QueryState, type QueryLike, type QueryStateProps } from './features/status/query-state';
export { StatusBlock, type StatusBlockProps, type StatusTone } from './features/status/status-block';
export { Page, Card, useDocumentTitle, type PageProps } from './features/layout/page';
export { Tile, TileGrid, TileGroup, type TileProps } from './features/layout/card-grid';
export { exposedModuleQuery, loadExposedModule, registerExposedModuleLoader, useExposedModule, type ExposedModuleLoader } from './features/exposed-module/exposed-module';
export { lazyPage, PageNotLoaded } from './features/lazy-page/lazy-page';
export { KeepAliveOutlet, keepAliveKey, type RouteHandle } from './features/keep-alive/keep-alive-outlet';
export { useLeaveGuard, type LeaveGuardOptions } from './features/leave-guard/use-leave-guard';
export { ImagePicker, type ImagePickerProps } from './features/image-picker/image-picker';
export {
  ResourceFeedbackOverlay,
  RESOURCE_FEEDBACK_MAX_IMAGES,
  FEEDBACK_CLIENT_NAME,
  draftProblem,
  type ResourceFeedbackOverlayProps,
} from './features/resource-feedback/resource-feedback-overlay';
export {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_TEXT_MAX,
  characterCount,
  checkFeedbackImage,
  hasEmoji,
  looksLikeImage,
  type ImageCheck,
} from './features/validation/text-rules';
export { formatDate } from './lib/format-date';
