/** Test double of `media.json?alojamientos` (jest.config.js): the lodging pages' videos and gallery sizes. */
export { lodgingTable as default } from './fake-media-tables';
