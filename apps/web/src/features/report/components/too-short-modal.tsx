import { useNavigate } from 'react-router';
import { reportTooShortLines, REPORT_UI } from '@storycat/contract/report-texts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** 您的繪本僅有{N}字 / 至少需要150字才可生成繪本報告！ with 去編輯繪本 → /step1/{id} (part 2 §5). */
export function TooShortModal({ bookId, wordCount }: { bookId: string; wordCount: number }) {
  const navigate = useNavigate();
  const [first, second] = reportTooShortLines(wordCount);
  return (
    <Modal title={first} closable={false}>
      <p>{second}</p>
      <Button onClick={() => navigate(`/step1/${bookId}`)}>{REPORT_UI.editBook}</Button>
    </Modal>
  );
}
