/** The product's name: the '{product}' of the spec's dashboard title and the main site's brand. */
export const PRODUCT_NAME = 'FIN Atlas';
