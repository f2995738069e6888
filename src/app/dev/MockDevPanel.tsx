/** Developer panel for the fake backend (filled by the fake-API work). */
export default function MockDevPanel() {
  return null
}
