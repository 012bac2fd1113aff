import type { TGuestsReport, TOrderMixReport } from '@deli/contracts'
import { describe, expect, it } from 'vitest'
import { guestsSection, mixSection } from './guest-tables.ts'
import { tablesCsv } from './report-table.ts'

const scope = { storeId: 2, storeName: 'Uptown', region: null, stores: 1 }
const period = { from: '2026-11-27', to: '2026-11-27' }

describe('the order mix and guests CSV files hold what the tables show', () => {
  it('writes the mix with participants per group only where groups were hosted', () => {
    const report: TOrderMixReport = {
      period,
      scope,
      rows: [
        { dimension: 'menu', value: 'catering', orders: 2, netSales: 123456, groups: 0, participants: 0 },
        { dimension: 'group', value: 'host', orders: 2, netSales: 5000, groups: 2, participants: 7 },
      ],
    }
    expect(tablesCsv(mixSection(report).tables)).toBe(
      'By,Name,Orders,Net sales,Groups hosted,Participants per group\r\n' +
        'Menu,Catering,2,"$1,234.56",,\r\n' +
        'Group order,Host pays,2,$50.00,2,3.5\r\n',
    )
  })

  it('writes the days, leaves a store’s sign-ups blank, then the offers', () => {
    const report: TGuestsReport = {
      period,
      scope,
      days: [
        {
          day: '2026-11-27',
          newMembers: 1,
          returningMembers: 3,
          kioskOrders: 0,
          signUps: null,
          pointsEarned: 40,
          pointsRedeemed: 0,
          baskets: 9,
          basketsOrdered: 4,
          basketsOpen: 1,
          abandonedEmpty: 2,
          abandonedWithLines: 1,
          abandonedAtCheckout: 1,
        },
      ],
      offers: [{ label: 'Welcome, 10% off', orders: 1, discounts: 150 }],
    }
    expect(tablesCsv(guestsSection(report).tables).split('\r\n')).toEqual([
      'Day,New members,Returning members,Kiosk orders,Sign-ups,Points earned,Points redeemed,Baskets,Ordered,Still open,Abandoned empty,Abandoned with lines,Abandoned at checkout',
      '2026-11-27,1,3,0,,40,0,9,4,1,2,1,1',
      '',
      'Offer or reward,Orders,Discounts',
      '"Welcome, 10% off",1,$1.50',
      '',
    ])
  })
})
