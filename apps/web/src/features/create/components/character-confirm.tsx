import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { CREATE_UI } from '../create-texts.ts';

/** "Is this your main character?": the picture, name and features, then save or think again (spec part 2 §2). */
export function CharacterConfirm(p: {
  name: string;
  features: string;
  image: string;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={CREATE_UI.confirmCharacterTitle} onClose={p.onCancel}>
      <img src={p.image} alt={CREATE_UI.characterAlt} className="confirm-image" />
      <p>
        <strong>{p.name}</strong>：{p.features}
      </p>
      <p>{CREATE_UI.confirmCharacterBody}</p>
      <div className="create-nav">
        <Button variant="ghost" onClick={p.onCancel} disabled={p.saving}>
          {CREATE_UI.confirmNo}
        </Button>
        <Button onClick={p.onConfirm} disabled={p.saving}>
          {p.saving ? CREATE_UI.saving : CREATE_UI.confirmYes}
        </Button>
      </div>
    </Modal>
  );
}
