import type { RubyText } from '@storycat/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from './api.ts';
import { userKeys } from './query-keys.ts';

/** Per character: [character, zhuyin or null]. */
export type { RubyText };

const KEY = 'zhuyinOn';

/** The zhuyin switch, remembered on this device (a first-grader's tablet keeps it on). */
export function useZhuyinSwitch() {
  const [on, setOn] = useState(() => localStorage.getItem(KEY) === 'true');
  const toggle = useCallback(() => {
    setOn((v) => {
      localStorage.setItem(KEY, String(!v));
      return !v;
    });
  }, []);
  return { on, toggle };
}

/** Zhuyin for a set of texts (a book's title, pages and preface) in one call, only while the switch is on. */
export function useZhuyin(texts: string[], enabled: boolean) {
  const wanted = texts.filter((t) => t.trim()).slice(0, 40);
  const query = useQuery({
    queryKey: userKeys.zhuyin(wanted),
    enabled: enabled && wanted.length > 0,
    staleTime: Infinity,
    queryFn: async () => {
      const rubies = (await api.post<RubyText[]>('/api/tool/zhuyin', { texts: wanted })).data ?? [];
      return new Map(wanted.map((t, i) => [t, rubies[i] ?? []]));
    },
  });
  return enabled ? query.data : undefined;
}
