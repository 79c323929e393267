/**
 * The dispatcher (CDA) suggestions of the two hubs: 16 at Lima (+51) and 24 at Santiago (+56),
 * codes CDA 01 onwards. The people and numbers are invented demo entries; a station replaces
 * them in the dispatchers table.
 */
const LIMA = [
  ['Rosa', 'Quispe'],
  ['Jorge', 'Mamani'],
  ['Lucía', 'Huamán'],
  ['Carlos', 'Rojas'],
  ['Milagros', 'Flores'],
  ['Víctor', 'Chávez'],
  ['Ana', 'Torres'],
  ['Luis', 'Ramírez'],
  ['Karen', 'Vargas'],
  ['Miguel', 'Castillo'],
  ['Patricia', 'Salazar'],
  ['César', 'Mendoza'],
  ['Diana', 'Cárdenas'],
  ['Raúl', 'Paredes'],
  ['Sofía', 'Gutiérrez'],
  ['Hugo', 'Espinoza'],
] as const;

const SANTIAGO = [
  ['Camila', 'González'],
  ['Matías', 'Muñoz'],
  ['Valentina', 'Rojas'],
  ['Benjamín', 'Díaz'],
  ['Francisca', 'Pérez'],
  ['Tomás', 'Soto'],
  ['Javiera', 'Contreras'],
  ['Diego', 'Silva'],
  ['Constanza', 'Martínez'],
  ['Ignacio', 'Sepúlveda'],
  ['Catalina', 'Morales'],
  ['Felipe', 'Fuentes'],
  ['Antonia', 'Araya'],
  ['Sebastián', 'Espinoza'],
  ['Fernanda', 'Valenzuela'],
  ['Cristóbal', 'Castillo'],
  ['Daniela', 'Tapia'],
  ['Nicolás', 'Reyes'],
  ['Josefa', 'Gutiérrez'],
  ['Vicente', 'Castro'],
  ['Isidora', 'Pizarro'],
  ['Joaquín', 'Álvarez'],
  ['Martina', 'Vásquez'],
  ['Gabriel', 'Carrasco'],
] as const;

function entries(station: string, prefix: string, people: readonly (readonly [string, string])[]) {
  return people.map(([name, lastName], i) => ({
    station,
    code: `CDA ${String(i + 1).padStart(2, '0')}`,
    name,
    lastName,
    // Mobile numbers: country code, 9, then eight digits; 12 characters with the plus.
    phoneNumber: `${prefix}9${String(40_000_000 + i * 1_234_567).slice(0, 8)}`,
  }));
}

export const DEMO_DISPATCHERS = [
  ...entries('LIM', '+51', LIMA),
  ...entries('SCL', '+56', SANTIAGO),
];
