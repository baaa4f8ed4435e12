/**
 * The label of every link to the withdrawal function (docs/product.md#legal-withdrawal): the words the law
 * gives as an example of an unambiguous label, the same on the pages, the e-mails and the Regolamento.
 */
export const WITHDRAWAL_LINK_LABEL = 'Recedi dal contratto qui';
