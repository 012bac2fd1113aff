import type { TGuestsReport, TOrderMixReport } from '@deli/contracts'
import { useMemo } from 'react'
import { guestsSection, mixName, mixSection } from './guest-tables.ts'
import { COUNTS_CHART } from './report-chart.tsx'
import { ReportSection } from './report-section.tsx'

/** The order mix (ADR 064's amendment): catering or mealtime, ASAP or ahead, group orders. */
export function OrderMixSection(props: { report: TOrderMixReport }) {
  const { report } = props
  const chart = useMemo(
    () => ({
      labels: report.rows.map(mixName),
      series: [{ label: 'Orders', values: report.rows.map((row) => row.orders) }],
      layout: COUNTS_CHART,
      caption: 'orders of each kind; the table below has every figure.',
    }),
    [report],
  )
  return <ReportSection {...mixSection(report)} chart={chart} />
}

/** Guests (ADR 064's amendment): new and returning members per day, sign-ups, points, offers used. */
export function GuestsSection(props: { report: TGuestsReport }) {
  const { report } = props
  const chart = useMemo(
    () => ({
      labels: report.days.map((day) => day.day),
      series: [
        { label: 'New members', values: report.days.map((day) => day.newMembers) },
        { label: 'Returning members', values: report.days.map((day) => day.returningMembers) },
      ],
      layout: COUNTS_CHART,
      caption: "members' orders by day; the table below has every figure.",
    }),
    [report],
  )
  const hasSignUps = report.days.some((day) => day.signUps !== null)
  return (
    <ReportSection
      {...guestsSection(report)}
      chart={chart}
      intros={[
        !hasSignUps && (
          <p key="sign-ups" className="bo-muted">
            Sign-ups are counted for the whole chain only: a member belongs to no store.
          </p>
        ),
        <h3 key="offers">Offers and rewards used</h3>,
      ]}
    />
  )
}
