import type {
  TAuditChange,
  TAuditPage,
  TCatalogue,
  TCatalogueCategory,
  TCatalogueProduct,
  TCategoryInput,
  TMoveBody,
  TNewProduct,
  TProductInput,
  TUploadedImage,
} from '@deli/contracts'
import { apiCall } from '../../lib/api-client.ts'

const CATALOGUE = 'staff/catalogue'

/** The back office's calls (ADR 057, 058): the catalogue and the audit trail, with the staff session. */
export const backOfficeApi = {
  catalogue: () => apiCall<TCatalogue>(CATALOGUE),
  /** One product whole, option groups included (the list answers it slim). */
  product: (id: number) => apiCall<TCatalogueProduct>(`${CATALOGUE}/products/${id}`),
  createCategory: (body: TCategoryInput) =>
    apiCall<TCatalogueCategory>(`${CATALOGUE}/categories`, { method: 'POST', body }),
  updateCategory: (id: number, body: TCategoryInput) =>
    apiCall<TCatalogueCategory>(`${CATALOGUE}/categories/${id}`, { method: 'PUT', body }),
  moveCategory: (id: number, direction: TMoveBody['direction']) =>
    apiCall<{ moved: true }>(`${CATALOGUE}/categories/${id}/move`, { method: 'POST', body: { direction } }),
  createProduct: (body: TNewProduct) =>
    apiCall<TCatalogueProduct>(`${CATALOGUE}/products`, { method: 'POST', body }),
  updateProduct: (id: number, body: TProductInput) =>
    apiCall<TCatalogueProduct>(`${CATALOGUE}/products/${id}`, { method: 'PUT', body }),
  moveProduct: (id: number, direction: TMoveBody['direction']) =>
    apiCall<{ moved: true }>(`${CATALOGUE}/products/${id}/move`, { method: 'POST', body: { direction } }),
  retireProduct: (id: number) =>
    apiCall<TCatalogueProduct>(`${CATALOGUE}/products/${id}/retire`, { method: 'POST', body: {} }),
  uploadImage: (file: File) => apiCall<TUploadedImage>(`${CATALOGUE}/images`, { method: 'POST', body: file }),
  audit: (query: string) => apiCall<TAuditPage>(`staff/audit${query ? `?${query}` : ''}`),
  revert: (id: string) => apiCall<TAuditChange>(`staff/audit/${id}/revert`, { method: 'POST' }),
}
