/** The tips panel of Reserva Rápida (spec section 2). */
export function QuickTips() {
  return (
    <aside className="card rsv-tips" aria-labelledby="rsv-tips-title">
      <h2 id="rsv-tips-title">Consejos</h2>
      <ul>
        <li>Ingrese primero el documento del cliente.</li>
        <li>Si el cliente ya existe, sus datos se completan solos.</li>
        <li>Elija el tipo de hospedaje, después el número y por último la cantidad de personas.</li>
        <li>El monto se calcula automáticamente según tipo, personas, fechas y método de pago.</li>
        <li>El descuento es opcional: es un monto en pesos, no un porcentaje.</li>
        <li>Camping se carga con adultos y menores por separado y no necesita número de hospedaje.</li>
        <li>Grupos lleva una cantidad libre de personas y un monto que se ingresa a mano.</li>
      </ul>
    </aside>
  );
}
