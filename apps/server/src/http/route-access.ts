import type { Ability, EnterprisePermission, PurchasedModuleFlag } from '@fin-atlas/domain';

/** What a route needs; every /api route declares one (enforced when routes register). */
export type Access =
  | { public: true }
  | {
      signedIn: true;
      ability?: Ability;
      /** Any one of these abilities is enough (admin consoles shared by three roles). */
      anyAbility?: readonly Ability[];
      module?: PurchasedModuleFlag;
      /** Any one of these purchased modules is enough (peer groups serve three analytics modules). */
      anyModule?: readonly PurchasedModuleFlag[];
      enterprise?: EnterprisePermission;
      /**
       * A menu entry (ui_modules path) that must open for the caller: a module without a purchase
       * flag, such as the vendor menu's Strategy, is gated by the menu rules that open its pages.
       */
      menuPath?: string;
      /** Only while a FIN Admin is impersonating (ending it). */
      impersonating?: true;
      /** Never while impersonating: the admin sees what the user sees but cannot take over the account. */
      notImpersonating?: true;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked by identity's access gate; the OpenAPI document states it in words. */
    access?: Access;
  }
}
