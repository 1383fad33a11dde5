import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useCheckout, useCheckoutSession } from '@/checkout/CheckoutContext';
import { updateLead } from '@/checkout/api/checkoutApi';
import { regionLabel } from '@/templates/select-school/regionLabel';
import { schoolScope } from '@/checkout/franchise/schoolScope';
import { useFranchiseOptions } from '@/templates/select-school/useFranchiseOptions';
import { BrandLoadingIndicator } from '@/checkout/loading/BrandLoadingIndicator';
import { logger } from '@/platform/logger';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { readSession, writeSession } from '@/checkout/sessionStore';
import type { TemplateComponentProps } from '@/checkout/templateContract';
import { messages } from '@/lib/validation/messages';
import type { SelectSchoolProps } from '@/schemas/generated/types';
import { Button } from '@/ui/Button';
import { Heading, Text } from '@/ui/Card';
import { SearchableRadioGroup } from '@/ui/SearchableRadioGroup';
import type { SearchableRadioGroupHandle } from '@/ui/SearchableRadioGroup';
import { StatusMessage } from '@/ui/StatusMessage';

/** The step's sentences; the spec gives none (Portuguese as Brazilian school checkouts write). */
const texts = {
  pickRegion: 'Selecione o estado.',
  pickCity: 'Selecione a cidade.',
  pickUnit: 'Selecione a unidade.',
  noRegions: 'Ainda não há unidades disponíveis.',
  noCities: 'Ainda não há unidades neste estado.',
  noUnits: 'Ainda não há unidades nesta cidade.',
} as const;

type Level = 'region' | 'city' | 'unit';

/**
 * The select-school step (/select-school): the buyer picks the state, the city and the
 * franchise unit (spec §3 "Franchise city/Region/Unit"), each list searchable when long and
 * picked for them when it has one entry. The choice goes to session storage and, when the
 * lead exists, onto the lead as `relationAccount`; then the flow goes on. When the lead comes
 * after this step, the lead step sends the choice (see `saveLead`). With the
 * conquer-franquias flag the fixed data of spec §7 replaces the calls.
 */
export function SelectSchoolTemplate({ props }: TemplateComponentProps<SelectSchoolProps>) {
  const { page } = useCheckout();
  const contextLeadId = useCheckoutSession((session) => session.leadId);
  const { goNext, navigating } = useStepNavigation();
  const { brand, country, fixed } = schoolScope(props, page);

  const [region, setRegion] = useState('');
  const [city, setCity] = useState('');
  const [unitId, setUnitId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Level, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const regionGroup = useRef<SearchableRadioGroupHandle>(null);
  const cityGroup = useRef<SearchableRadioGroupHandle>(null);
  const unitGroup = useRef<SearchableRadioGroupHandle>(null);

  const { regions, cities, units } = useFranchiseOptions(brand, country, { region, city }, fixed);

  // Coming back to this step (Voltar) shows the unit chosen before, if it is of this brand.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = readSession('selectedSchool');
    if (!saved || saved.brand !== brand || saved.country !== country) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time restore from session storage after mount
    setRegion(saved.region);
    setCity(saved.city);
    setUnitId(saved.unitId);
  }, [brand, country]);

  // A list with one entry is chosen for the buyer (the fixed data has one of each).
  const onlyRegion = regions.data?.length === 1 ? regions.data[0]?.region : undefined;
  const onlyCity = cities.data?.length === 1 ? cities.data[0]?.city : undefined;
  const onlyUnit = units.data?.length === 1 ? units.data[0]?.salesforceId : undefined;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- derived default once the list arrives
    if (onlyRegion && region === '') setRegion(onlyRegion);
  }, [onlyRegion, region]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- derived default once the list arrives
    if (onlyCity && city === '') setCity(onlyCity);
  }, [onlyCity, city]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- derived default once the list arrives
    if (onlyUnit && unitId === '') setUnitId(onlyUnit);
  }, [onlyUnit, unitId]);

  const save = useMutation({
    mutationFn: ({ leadId, account }: { leadId: string; account: string }) =>
      updateLead(leadId, { relationAccount: account }),
  });

  function pickRegion(value: string) {
    setRegion(value);
    setCity('');
    setUnitId('');
    setErrors({});
  }

  function pickCity(value: string) {
    setCity(value);
    setUnitId('');
    setErrors((previous) => ({ ...previous, city: undefined, unit: undefined }));
  }

  function pickUnit(value: string) {
    setUnitId(value);
    setErrors((previous) => ({ ...previous, unit: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || navigating) return;
    setFailure(undefined);
    const unit = units.data?.find((item) => item.salesforceId === unitId);
    const missing: Level | undefined =
      region === '' ? 'region' : city === '' ? 'city' : !unit ? 'unit' : undefined;
    if (missing || !unit) {
      const level = missing ?? 'unit';
      const message = { region: texts.pickRegion, city: texts.pickCity, unit: texts.pickUnit }[
        level
      ];
      setErrors({ [level]: message });
      const group = { region: regionGroup, city: cityGroup, unit: unitGroup }[level];
      group.current?.focus();
      return;
    }
    writeSession('selectedSchool', {
      brand,
      country,
      region,
      city,
      unitId: unit.salesforceId,
      unitName: unit.name,
    });
    const leadId = contextLeadId ?? readSession('dataLead')?.leadId;
    try {
      if (leadId) await save.mutateAsync({ leadId, account: unit.salesforceId });
      await goNext();
    } catch (error) {
      logger.error('SCHOOL_SAVE_FAILED: could not save the school or move on', {
        error,
        context: { stepId: page.step.id, brand },
      });
      setFailure(messages.general.unexpected);
    }
  }

  const loadFailed = regions.isError || cities.isError || units.isError;
  function retry() {
    if (regions.isError) void regions.refetch();
    if (cities.isError) void cities.refetch();
    if (units.isError) void units.refetch();
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="select-school-heading">
      <Heading id="select-school-heading">{props.heading ?? 'Escolha a sua unidade'}</Heading>
      {props.description ? <Text>{props.description}</Text> : null}

      {regions.isPending ? (
        // The step's loading state (ui/StepLoading.tsx): the footer and the button wait for the
        // list instead of jumping down when it arrives.
        <div data-step-loading="">
          <BrandLoadingIndicator label="Carregando as unidades…" />
        </div>
      ) : null}
      {regions.data && regions.data.length === 0 ? (
        <StatusMessage tone="info">{texts.noRegions}</StatusMessage>
      ) : null}
      {regions.data && regions.data.length > 0 ? (
        <SearchableRadioGroup
          ref={regionGroup}
          label="Estado"
          name="school-region"
          searchLabel="Buscar estado"
          options={regions.data.map((item) => ({
            value: item.region,
            label: regionLabel(item.region, item.country),
          }))}
          value={region}
          onChange={pickRegion}
          error={errors.region}
        />
      ) : null}

      {region !== '' && cities.isPending ? (
        // A loading state too: the button and the footer wait under it instead of being pushed
        // down when the cities arrive (a layout shift the journey walker measured under load).
        <div data-step-loading="">
          <BrandLoadingIndicator label="Carregando as cidades…" />
        </div>
      ) : null}
      {region !== '' && cities.data?.length === 0 ? (
        <StatusMessage tone="info">{texts.noCities}</StatusMessage>
      ) : null}
      {region !== '' && cities.data && cities.data.length > 0 ? (
        <SearchableRadioGroup
          ref={cityGroup}
          label="Cidade"
          name="school-city"
          searchLabel="Buscar cidade"
          options={cities.data.map((item) => ({ value: item.city, label: item.city }))}
          value={city}
          onChange={pickCity}
          error={errors.city}
        />
      ) : null}

      {city !== '' && units.isPending ? (
        <div data-step-loading="">
          <BrandLoadingIndicator label="Carregando as unidades da cidade…" />
        </div>
      ) : null}
      {city !== '' && units.data?.length === 0 ? (
        <StatusMessage tone="info">{texts.noUnits}</StatusMessage>
      ) : null}
      {city !== '' && units.data && units.data.length > 0 ? (
        <SearchableRadioGroup
          ref={unitGroup}
          label="Unidade"
          name="school-unit"
          searchLabel="Buscar unidade"
          options={units.data.map((item) => ({ value: item.salesforceId, label: item.name }))}
          value={unitId}
          onChange={pickUnit}
          error={errors.unit}
        />
      ) : null}

      <StatusMessage tone="error">
        {loadFailed ? messages.general.unexpected : failure}
      </StatusMessage>
      {loadFailed ? (
        <Button variant="secondary" block onClick={retry}>
          Tentar novamente
        </Button>
      ) : null}
      <Button type="submit" block busy={save.isPending || navigating} data-waits-for-content="">
        {props.buttonLabel ?? 'Continuar'}
      </Button>
    </form>
  );
}

// The registry loads the step through this default export (schemas/generated/templateComponents.ts).
export default SelectSchoolTemplate;
