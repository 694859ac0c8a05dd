import { useTranslation } from 'react-i18next';
import { useMyFreeSpins } from '../api/get-my-free-spins.ts';
import { FreeSpinsAwards } from './free-spins-awards.tsx';
import panel from '../../../components/ui/panel.module.css';

/** My bonuses: the player's free-spins awards with the games to play them in; nothing without any. */
export function FreeSpinsSection() {
  const { t } = useTranslation();
  const awards = useMyFreeSpins().data?.awards ?? [];
  if (awards.length === 0) return null;
  return (
    <section className={panel.panel} aria-labelledby="bonus-free-spins-title">
      <h2 id="bonus-free-spins-title" className={panel.heading}>
        {t('bonuses.freeSpins.title')}
      </h2>
      <p className={panel.text}>{t('bonuses.freeSpins.intro')}</p>
      <FreeSpinsAwards awards={awards} />
    </section>
  );
}
