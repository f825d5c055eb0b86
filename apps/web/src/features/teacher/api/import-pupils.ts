import type { ImportResult } from '@storycat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { teacherKeys } from './query-keys.ts';

/** The file's bytes go as they are (base64): the server tells UTF-8 from Big5. */
function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export const importPupils = (o: { classId: string; bytes: Uint8Array }) =>
  api.post<ImportResult>(`/api/teacher/classes/${o.classId}/import`, { file_base64: toBase64(o.bytes) });

export function useImportPupils() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: importPupils,
    onSuccess: () => qc.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
