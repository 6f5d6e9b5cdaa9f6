import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import {
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { defaultStatisticsRange, type SignupInterval } from '@carenet/shared';
import { useState, type ReactNode } from 'react';
import {
  useActivitySummary,
  useAssistantEscalationSummary,
  useOrganizationSummary,
  useRequestSourceSummary,
  useRequestTypeSummary,
  useSignupReport,
  useUsersSummary,
  type DateRange,
} from '../api';
import {
  accountBars,
  activityLines,
  creatorLabel,
  facilityDonut,
  facilityStatusLabel,
  facilityTypeLabel,
  requestStatusLabel,
  requestSourceRows,
  requestTypeBars,
  requestTypeLabel,
  requestTypeRows,
  roleLabel,
  signupLines,
  sourceLabel,
  triageGroupLabel,
  verificationCount,
} from '../chartData';
import { ChartCard } from '../components/ChartCard';
import { CountTable } from '../components/CountTable';
import { DonutLegend } from '../components/DonutLegend';
import { RangeFilter, rangeIsValid } from '../components/RangeFilter';
import { formatCount, seriesColor } from '../format';
import { t } from '../../../lib/i18n';

const CHART_HEIGHT = 260;

/** The chart is drawn for sighted readers; the table under it carries the same numbers for everyone. */
const Drawing = ({ children }: { children: ReactNode }) => <div aria-hidden="true">{children}</div>;

/** /statistics (docs/screens-and-flows.md#routes 'Statistics of hospitals'): the route needs viewStatistics. */
export function StatisticsPage() {
  const [range, setRange] = useState<DateRange>(() => defaultStatisticsRange());
  const [interval, setSignupInterval] = useState<SignupInterval>('week');
  const valid = rangeIsValid(range);

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Card padding="lg" shadow="xs">
          <Stack gap="md">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={48} radius="md" variant="light">
                <IconChartBar size={26} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Title order={1} fz={{ base: 22, sm: 26 }}>
                  {t('Statistics of hospitals')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(
                    'Sign-ups, requests, appointments and prescriptions of the chosen days (UTC, both included); accounts and facilities as they are today.',
                  )}
                </Text>
              </div>
            </Group>
            <Group gap="lg" align="flex-end">
              <RangeFilter value={range} onChange={setRange} />
              <div>
                <Text size="sm" fw={500} mb={4} id="signup-interval-label">
                  {t('Sign-ups per')}
                </Text>
                <SegmentedControl
                  aria-labelledby="signup-interval-label"
                  value={interval}
                  onChange={(value) => setSignupInterval(value as SignupInterval)}
                  data={[
                    { value: 'week', label: t('Week') },
                    { value: 'month', label: t('Month') },
                  ]}
                />
              </div>
            </Group>
          </Stack>
        </Card>

        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <SignupsByRole range={range} interval={interval} enabled={valid} />
          <SignupsBySource range={range} interval={interval} enabled={valid} />
          <RequestsByTypeAndStatus range={range} enabled={valid} />
          <RequestsBySource range={range} enabled={valid} />
          <ActivityPerWeek range={range} enabled={valid} />
          <AssistantEscalations range={range} enabled={valid} />
          <FacilitiesByType />
          <AccountsByRole />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

interface RangeProps {
  range: DateRange;
  enabled: boolean;
}

function SignupsByRole({ range, interval, enabled }: RangeProps & { interval: SignupInterval }) {
  const query = useSignupReport(range, interval, enabled);
  return (
    <ChartCard
      title={t('Users by role over time')}
      description={
        interval === 'week'
          ? t('Sign-ups per week by role; a person with two roles counts in both.')
          : t('Sign-ups per month by role; a person with two roles counts in both.')
      }
      query={query}
      isEmpty={(report) => report.periods.every((period) => Object.keys(period.byRole).length === 0)}
      emptyText={t('Nobody signed up in these days.')}
    >
      {(report) => {
        const { rows, series } = signupLines(report);
        return (
          <>
            <Drawing>
              <LineChart
                h={CHART_HEIGHT}
                data={rows}
                dataKey="period"
                series={series}
                valueFormatter={formatCount}
                withLegend
                curveType="monotone"
              />
            </Drawing>
            <CountTable
              label={t('Sign-ups by role')}
              rowKey={(row) => String(row.period)}
              rows={rows}
              columns={[
                { label: interval === 'week' ? t('Week of') : t('Month of'), value: (row) => row.period },
                ...series.map((line) => ({
                  label: line.label,
                  value: (row: (typeof rows)[number]) => row[line.name],
                })),
              ]}
            />
          </>
        );
      }}
    </ChartCard>
  );
}

function SignupsBySource({ range, interval, enabled }: RangeProps & { interval: SignupInterval }) {
  const query = useSignupReport(range, interval, enabled);
  return (
    <ChartCard
      title={t('Sign-ups by source')}
      description={t('Where the people who signed up in these days came from.')}
      query={query}
      isEmpty={(report) => report.bySource.length === 0}
      emptyText={t('Nobody signed up in these days.')}
    >
      {(report) => {
        const rows = report.bySource.map((row) => ({ source: sourceLabel(row.source), count: row.count }));
        return (
          <>
            <Drawing>
              <BarChart
                h={CHART_HEIGHT}
                data={rows}
                dataKey="source"
                series={[{ name: 'count', label: t('Sign-ups'), color: seriesColor(0) }]}
                valueFormatter={formatCount}
              />
            </Drawing>
            <CountTable
              label={t('Sign-ups by source')}
              rowKey={(row) => row.source}
              rows={rows}
              columns={[
                { label: t('Source'), value: (row) => row.source },
                { label: t('Sign-ups'), value: (row) => row.count },
              ]}
            />
          </>
        );
      }}
    </ChartCard>
  );
}

function RequestsByTypeAndStatus({ range, enabled }: RangeProps) {
  const query = useRequestTypeSummary(range, enabled);
  return (
    <ChartCard
      title={t('Requests by type and status')}
      description={t('Requests created in these days, by type, in their status today.')}
      query={query}
      isEmpty={(summary) => summary.length === 0}
      emptyText={t('No requests were created in these days.')}
    >
      {(summary) => {
        const { rows, series } = requestTypeBars(summary);
        return (
          <>
            <Drawing>
              <BarChart
                h={CHART_HEIGHT}
                data={rows}
                dataKey="type"
                type="stacked"
                series={series}
                valueFormatter={formatCount}
                withLegend
              />
            </Drawing>
            <CountTable
              label={t('Requests by type and status')}
              rowKey={(row) => `${row.requestType}:${row.status}`}
              rows={requestTypeRows(summary)}
              columns={[
                { label: t('Type'), value: (row) => requestTypeLabel(row.requestType) },
                { label: t('Status'), value: (row) => requestStatusLabel(row.status) },
                { label: t('Requests'), value: (row) => row.count },
              ]}
            />
          </>
        );
      }}
    </ChartCard>
  );
}

function RequestsBySource({ range, enabled }: RangeProps) {
  const query = useRequestSourceSummary(range, enabled);
  return (
    <ChartCard
      title={t('Requests by source and creator')}
      description={t('Where the requests of these days were created, and by whom.')}
      query={query}
      isEmpty={(summary) => summary.length === 0}
      emptyText={t('No requests were created in these days.')}
    >
      {(summary) => (
        <CountTable
          label={t('Requests by source and creator')}
          rowKey={(row) => `${row.sourceOfCreation}:${row.creatorType}`}
          rows={requestSourceRows(summary)}
          columns={[
            { label: t('Source'), value: (row) => row.sourceOfCreation },
            { label: t('Creator'), value: (row) => creatorLabel(row.creatorType) },
            { label: t('Requests'), value: (row) => row.count },
          ]}
        />
      )}
    </ChartCard>
  );
}

function ActivityPerWeek({ range, enabled }: RangeProps) {
  const query = useActivitySummary(range, enabled);
  return (
    <ChartCard
      title={t('Appointments and prescriptions per week')}
      description={t('Appointments booked and prescriptions written each week (weeks start on Monday).')}
      query={query}
      isEmpty={(summary) =>
        summary.weeks.every((week) => week.appointments === 0 && week.prescriptions === 0)
      }
      emptyText={t('No appointments were booked and no prescriptions written in these days.')}
    >
      {(summary) => {
        const rows = activityLines(summary);
        return (
          <>
            <Drawing>
              <LineChart
                h={CHART_HEIGHT}
                data={rows}
                dataKey="week"
                series={[
                  { name: 'appointments', label: t('Appointments'), color: seriesColor(0) },
                  { name: 'prescriptions', label: t('Prescriptions'), color: seriesColor(1) },
                ]}
                valueFormatter={formatCount}
                withLegend
                curveType="monotone"
              />
            </Drawing>
            <CountTable
              label={t('Appointments and prescriptions per week')}
              rowKey={(row) => String(row.week)}
              rows={rows}
              columns={[
                { label: t('Week of'), value: (row) => row.week },
                { label: t('Appointments'), value: (row) => row.appointments },
                { label: t('Prescriptions'), value: (row) => row.prescriptions },
              ]}
            />
          </>
        );
      }}
    </ChartCard>
  );
}

function AssistantEscalations({ range, enabled }: RangeProps) {
  const query = useAssistantEscalationSummary(range, enabled);
  return (
    <ChartCard
      title={t('Emergencies the assistant escalated')}
      description={t(
        'Answers of the medical assistant that urged emergency help in these days, by kind; one naming two kinds counts in both. Only the kind and the time are recorded, nothing of the person.',
      )}
      query={query}
      isEmpty={(summary) => summary.total === 0}
      emptyText={t('The assistant escalated no emergencies in these days.')}
    >
      {(summary) => (
        <>
          <Text size="sm">{t('Total: {count}', { count: formatCount(summary.total) })}</Text>
          <CountTable
            label={t('Emergencies the assistant escalated')}
            rowKey={(row) => row.group}
            rows={summary.byGroup}
            columns={[
              { label: t('Emergency'), value: (row) => triageGroupLabel(row.group) },
              { label: t('Escalations'), value: (row) => row.count },
            ]}
          />
        </>
      )}
    </ChartCard>
  );
}

function FacilitiesByType() {
  const query = useOrganizationSummary();
  return (
    <ChartCard
      title={t('Facilities by type')}
      description={t('Every facility today, by type and by whether it is verified.')}
      query={query}
      isEmpty={(summary) => summary.byType.length === 0}
      emptyText={t('No facilities yet.')}
    >
      {(summary) => {
        const slices = facilityDonut(summary);
        return (
          <>
            <Drawing>
              <Stack gap="sm">
                <DonutChart
                  h={CHART_HEIGHT}
                  mx="auto"
                  data={slices}
                  valueFormatter={formatCount}
                  withLabelsLine
                  withLabels
                  // Recharts makes the pie a tab stop; the table under it is what a keyboard reaches.
                  pieProps={{ rootTabIndex: -1 }}
                />
                <DonutLegend slices={slices} />
              </Stack>
            </Drawing>
            <CountTable
              label={t('Facilities by type')}
              rowKey={(row) => row.orgType}
              rows={summary.byType}
              columns={[
                { label: t('Type'), value: (row) => facilityTypeLabel(row.orgType) },
                { label: t('Facilities'), value: (row) => row.total },
                { label: t('Verified'), value: (row) => row.verified },
                { label: t('Not verified'), value: (row) => row.unverified },
              ]}
            />
            <CountTable
              label={t('Facilities by status')}
              rowKey={(row) => String(row.status)}
              rows={summary.byStatus}
              columns={[
                { label: t('Status'), value: (row) => facilityStatusLabel(row.status) },
                { label: t('Facilities'), value: (row) => row.count },
              ]}
            />
          </>
        );
      }}
    </ChartCard>
  );
}

function AccountsByRole() {
  const query = useUsersSummary();
  return (
    <ChartCard
      title={t('Accounts by role')}
      description={t(
        'Every account today, by role; verified means the doctor or facility profile passed review.',
      )}
      query={query}
      isEmpty={(rows) => rows.length === 0}
      emptyText={t('No accounts yet.')}
    >
      {(rows) => (
        <>
          <Drawing>
            <BarChart
              h={CHART_HEIGHT}
              data={accountBars(rows)}
              dataKey="role"
              type="stacked"
              series={[
                { name: 'verified', label: t('Verified'), color: seriesColor(1) },
                { name: 'unverified', label: t('Not verified'), color: seriesColor(2) },
                { name: 'notApplicable', label: t('Verification not applicable'), color: seriesColor(3) },
              ]}
              valueFormatter={formatCount}
              withLegend
            />
          </Drawing>
          <CountTable
            label={t('Accounts by role')}
            rowKey={(row) => row.role}
            rows={rows}
            columns={[
              { label: t('Role'), value: (row) => roleLabel(row.role) },
              { label: t('Accounts'), value: (row) => row.total },
              { label: t('Verified'), value: (row) => verificationCount(row, row.verified) },
              { label: t('Not verified'), value: (row) => verificationCount(row, row.unverified) },
            ]}
          />
        </>
      )}
    </ChartCard>
  );
}
