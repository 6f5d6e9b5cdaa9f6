import { NativeSelect } from '@mantine/core';
import { ASSISTANT_MODELS, type AssistantModel } from '@carenet/shared';
import { assistantModelStore, useAssistantModel } from '../../../lib/assistantModel';
import { useAssistantModels } from '../api';
import { t } from '../../../lib/i18n';

const isModel = (value: string): value is AssistantModel => ASSISTANT_MODELS.some((model) => model === value);

/**
 * docs/screens-and-flows.md#layout: the chatbot page's model selector (Palm 2 by default). A choice this
 * server answers offline says so, as the answer will.
 */
export function ModelSelect() {
  const model = useAssistantModel();
  const models = useAssistantModels();
  const options = ASSISTANT_MODELS.map((name) => {
    const offline = models.data?.find((entry) => entry.name === name)?.outside === false;
    return { value: name, label: offline ? t('{name} (offline)', { name }) : name };
  });
  return (
    <NativeSelect
      aria-label={t('Assistant model')}
      size="xs"
      data={options}
      value={model}
      onChange={(event) => {
        if (isModel(event.currentTarget.value)) assistantModelStore.set(event.currentTarget.value);
      }}
      w={{ base: 80, xs: 150 }}
    />
  );
}
