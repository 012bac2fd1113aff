import type { TPriceImportResult } from '@deli/contracts'
import { PRICE_CSV_MAX_BYTES, PRICE_CSV_TOO_LARGE } from '@deli/contracts/price-limits'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../lib/api-client.ts'
import { Button } from '../../ui/button.tsx'
import { ScrollRegion } from '../../ui/scroll-region.tsx'
import { priceAdminApi } from './price-admin-api.ts'

const problemOf = (error: unknown) =>
  error instanceof ApiError ? error.message : error ? 'That did not work.' : ''

/**
 * The prices spreadsheet (ADR 063): download the catalogue's prices as CSV; choose an edited file,
 * read what it would change and what is wrong with it line by line, then apply it all at once.
 */
export function PriceSpreadsheet() {
  const ids = useId()
  const queryClient = useQueryClient()
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null)
  const [tooLarge, setTooLarge] = useState(false)
  const download = useMutation({
    mutationFn: priceAdminApi.exportCsv,
    onSuccess: (csv) => {
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }))
      const link = document.createElement('a')
      link.href = url
      link.download = 'red-door-deli-prices.csv'
      link.click()
      URL.revokeObjectURL(url)
    },
  })
  const preview = useMutation({ mutationFn: (csv: string) => priceAdminApi.importCsv(csv, false) })
  const apply = useMutation({
    mutationFn: (csv: string) => priceAdminApi.importCsv(csv, true),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['price-admin'] }),
  })
  const result: TPriceImportResult | undefined = apply.data ?? preview.data
  const failure = tooLarge
    ? PRICE_CSV_TOO_LARGE
    : problemOf(download.error) || problemOf(preview.error) || problemOf(apply.error)

  return (
    <section className="availability__section prices__sheet" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Spreadsheet</h2>
      <p>
        Download the prices, edit names, descriptions, calories and prices in a spreadsheet, and import the
        file: you see every difference and every line with a problem before anything is saved.
      </p>
      <Button size="small" variant="outline" aria-busy={download.isPending} onClick={() => download.mutate()}>
        Download prices (CSV)
      </Button>
      <form
        className="prices__import"
        onSubmit={(event) => {
          event.preventDefault()
          if (file) preview.mutate(file.csv)
        }}
      >
        <div className="field">
          <label htmlFor={`${ids}-file`}>Edited CSV file</label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={async (event) => {
              const chosen = event.target.files?.[0]
              apply.reset()
              preview.reset()
              setTooLarge(Boolean(chosen && chosen.size > PRICE_CSV_MAX_BYTES))
              setFile(
                chosen && chosen.size <= PRICE_CSV_MAX_BYTES
                  ? { name: chosen.name, csv: await chosen.text() }
                  : null,
              )
            }}
          />
        </div>
        <Button
          type="submit"
          size="small"
          disabled={!file || preview.isPending}
          aria-busy={preview.isPending}
        >
          Preview import
        </Button>
      </form>
      {failure && (
        <p className="availability__failure" role="alert">
          {failure}
        </p>
      )}
      <div aria-live="polite">
        {result && file && (
          <ImportResult
            result={result}
            fileName={file.name}
            isApplying={apply.isPending}
            onApply={() => apply.mutate(file.csv)}
          />
        )}
      </div>
    </section>
  )
}

function ImportResult(props: {
  result: TPriceImportResult
  fileName: string
  isApplying: boolean
  onApply: () => void
}) {
  const { result } = props
  const ids = useId()
  if (result.applied) {
    return (
      <p className="availability__status prices__applied">
        Imported {props.fileName}: {result.changes.length}{' '}
        {result.changes.length === 1 ? 'change' : 'changes'} saved.
      </p>
    )
  }
  return (
    <div className="prices__preview">
      {result.errors.length > 0 && (
        <>
          <h3 id={`${ids}-errors`}>
            {result.errors.length === 1
              ? '1 line has a problem'
              : `${result.errors.length} lines have problems`}
            : nothing will be imported until they are fixed
          </h3>
          <ul className="prices__errors" aria-labelledby={`${ids}-errors`}>
            {result.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 id={`${ids}-changes`}>
        {result.changes.length === 0
          ? 'No differences from the prices now'
          : `${result.changes.length} ${result.changes.length === 1 ? 'difference' : 'differences'}`}
      </h3>
      {result.changes.length > 0 && (
        <ScrollRegion className="prices__table-wrap" label="Differences from the prices now">
          <table className="prices__table" aria-labelledby={`${ids}-changes`}>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Product</th>
                <th scope="col">What</th>
                <th scope="col">Now</th>
                <th scope="col">In the file</th>
              </tr>
            </thead>
            <tbody>
              {result.changes.map((change) => (
                <tr key={`${change.line}-${change.field}`}>
                  <td>{change.line}</td>
                  <td>{change.name}</td>
                  <td>{change.field}</td>
                  <td>{change.before}</td>
                  <td>{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {result.changes.length > 0 && result.errors.length === 0 && (
        <Button size="small" disabled={props.isApplying} aria-busy={props.isApplying} onClick={props.onApply}>
          Import {result.changes.length} {result.changes.length === 1 ? 'change' : 'changes'}
        </Button>
      )}
    </div>
  )
}
