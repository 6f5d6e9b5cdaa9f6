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
import { IconChartBar, IconLock } from '@tabler/icons-react';
import { defaultStatisticsRange, deriveRoleFlags, type SignupInterval } from '@carenet/shared';
import { useState, type ReactNode } from 'react';
import { NotForYou } from '../../../components/NotForYou';
import { useSession } from '../../../lib/session';
import {
  useActivitySummary,
  useOrganizationSummary,
  useRequestSourceSummary,
  useRequestTypeSummary,
  useSignupReport,
  useUsersSummary,
  type DateRange,
} from '../api';
import {
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
} from '../chartData';
import { ChartCard } from '../components/ChartCard';
import { CountTable } from '../components/CountTable';
import { DonutLegend } from '../components/DonutLegend';
import { RangeFilter, rangeIsValid } from '../components/RangeFilter';
import { formatCount, seriesColor } from '../format';

const CHART_HEIGHT = 260;

/** The chart is drawn for sighted readers; the table under it carries the same numbers for everyone. */
const Drawing = ({ children }: { children: ReactNode }) => <div aria-hidden="true">{children}</div>;

/** /statistics (docs/screens-and-flows.md#routes 'Statistics of hospitals'): administrators only. */
export function StatisticsPage() {
  const session = useSession();
  if (!deriveRoleFlags(session?.roles).admin) {
    return (
      <NotForYou
        icon={IconLock}
        title="You are not allowed to view this page"
        text="Statistics are for administrators. If you need access, ask an administrator of CareNet."
      />
    );
  }
  return <Statistics />;
}

function Statistics() {
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
                  Statistics of hospitals
                </Title>
                <Text size="sm" c="dimmed">
                  Sign-ups, requests, appointments and prescriptions of the chosen days (UTC, both included);
                  accounts and facilities as they are today.
                </Text>
              </div>
            </Group>
            <Group gap="lg" align="flex-end">
              <RangeFilter value={range} onChange={setRange} />
              <div>
                <Text size="sm" fw={500} mb={4} id="signup-interval-label">
                  Sign-ups per
                </Text>
                <SegmentedControl
                  aria-labelledby="signup-interval-label"
                  value={interval}
                  onChange={(value) => setSignupInterval(value as SignupInterval)}
                  data={[
                    { value: 'week', label: 'Week' },
                    { value: 'month', label: 'Month' },
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
      title="Users by role over time"
      description={`Sign-ups per ${interval} by role; a person with two roles counts in both.`}
      query={query}
      isEmpty={(report) => report.periods.every((period) => Object.keys(period.byRole).length === 0)}
      emptyText="Nobody signed up in these days."
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
              label="Sign-ups by role"
              rowKey={(row) => String(row.period)}
              rows={rows}
              columns={[
                { label: interval === 'week' ? 'Week of' : 'Month of', value: (row) => row.period },
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
      title="Sign-ups by source"
      description="Where the people who signed up in these days came from."
      query={query}
      isEmpty={(report) => report.bySource.length === 0}
      emptyText="Nobody signed up in these days."
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
                series={[{ name: 'count', label: 'Sign-ups', color: seriesColor(0) }]}
                valueFormatter={formatCount}
              />
            </Drawing>
            <CountTable
              label="Sign-ups by source"
              rowKey={(row) => row.source}
              rows={rows}
              columns={[
                { label: 'Source', value: (row) => row.source },
                { label: 'Sign-ups', value: (row) => row.count },
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
      title="Requests by type and status"
      description="Requests created in these days, by type, in their status today."
      query={query}
      isEmpty={(summary) => summary.length === 0}
      emptyText="No requests were created in these days."
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
              label="Requests by type and status"
              rowKey={(row) => `${row.requestType}:${row.status}`}
              rows={requestTypeRows(summary)}
              columns={[
                { label: 'Type', value: (row) => requestTypeLabel(row.requestType) },
                { label: 'Status', value: (row) => requestStatusLabel(row.status) },
                { label: 'Requests', value: (row) => row.count },
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
      title="Requests by source and creator"
      description="Where the requests of these days were created, and by whom."
      query={query}
      isEmpty={(summary) => summary.length === 0}
      emptyText="No requests were created in these days."
    >
      {(summary) => (
        <CountTable
          label="Requests by source and creator"
          rowKey={(row) => `${row.sourceOfCreation}:${row.creatorType}`}
          rows={requestSourceRows(summary)}
          columns={[
            { label: 'Source', value: (row) => row.sourceOfCreation },
            { label: 'Creator', value: (row) => creatorLabel(row.creatorType) },
            { label: 'Requests', value: (row) => row.count },
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
      title="Appointments and prescriptions per week"
      description="Appointments booked and prescriptions written each week (weeks start on Monday)."
      query={query}
      isEmpty={(summary) =>
        summary.weeks.every((week) => week.appointments === 0 && week.prescriptions === 0)
      }
      emptyText="No appointments were booked and no prescriptions written in these days."
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
                  { name: 'appointments', label: 'Appointments', color: seriesColor(0) },
                  { name: 'prescriptions', label: 'Prescriptions', color: seriesColor(1) },
                ]}
                valueFormatter={formatCount}
                withLegend
                curveType="monotone"
              />
            </Drawing>
            <CountTable
              label="Appointments and prescriptions per week"
              rowKey={(row) => String(row.week)}
              rows={rows}
              columns={[
                { label: 'Week of', value: (row) => row.week },
                { label: 'Appointments', value: (row) => row.appointments },
                { label: 'Prescriptions', value: (row) => row.prescriptions },
              ]}
            />
          </>
        );
      }}
    </ChartCard>
  );
}

function FacilitiesByType() {
  const query = useOrganizationSummary();
  return (
    <ChartCard
      title="Facilities by type"
      description="Every facility today, by type and by whether it is verified."
      query={query}
      isEmpty={(summary) => summary.byType.length === 0}
      emptyText="No facilities yet."
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
              label="Facilities by type"
              rowKey={(row) => row.orgType}
              rows={summary.byType}
              columns={[
                { label: 'Type', value: (row) => facilityTypeLabel(row.orgType) },
                { label: 'Facilities', value: (row) => row.total },
                { label: 'Verified', value: (row) => row.verified },
                { label: 'Not verified', value: (row) => row.unverified },
              ]}
            />
            <CountTable
              label="Facilities by status"
              rowKey={(row) => String(row.status)}
              rows={summary.byStatus}
              columns={[
                { label: 'Status', value: (row) => facilityStatusLabel(row.status) },
                { label: 'Facilities', value: (row) => row.count },
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
      title="Accounts by role"
      description="Every account today, by role; verified means the doctor or facility profile passed review."
      query={query}
      isEmpty={(rows) => rows.length === 0}
      emptyText="No accounts yet."
    >
      {(rows) => (
        <>
          <Drawing>
            <BarChart
              h={CHART_HEIGHT}
              data={rows.map((row) => ({ ...row, role: roleLabel(row.role) }))}
              dataKey="role"
              type="stacked"
              series={[
                { name: 'verified', label: 'Verified', color: seriesColor(1) },
                { name: 'unverified', label: 'Not verified', color: seriesColor(2) },
              ]}
              valueFormatter={formatCount}
              withLegend
            />
          </Drawing>
          <CountTable
            label="Accounts by role"
            rowKey={(row) => row.role}
            rows={rows}
            columns={[
              { label: 'Role', value: (row) => roleLabel(row.role) },
              { label: 'Accounts', value: (row) => row.total },
              { label: 'Verified', value: (row) => row.verified },
              { label: 'Not verified', value: (row) => row.unverified },
            ]}
          />
        </>
      )}
    </ChartCard>
  );
}
