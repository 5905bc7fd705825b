const SUB_ADDRESS = /\+[^@]*@/;

/**
 * One key per mailbox: lower case, without a +tag (ada+x@Corp.example and ada@corp.example are
 * one). The visitor-mail caps count by it and the suppression list is keyed by it.
 */
export const mailboxKey = (address: string) => address.trim().toLowerCase().replace(SUB_ADDRESS, "@");
