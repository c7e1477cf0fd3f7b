"""The Challenge's actions (pp. 113–120): one spec per action of the book, and the code that
checks, resolves and offers each.

Modules, bottom to top (each imports only those before it):

- ``fighters``: reading the fighters — weapons, shields, effects suffered, attributes.
- ``engagement``: engaging and parting (p. 109).
- ``harm``: Wounds to either side, effects landing, hazards and free Wounds (pp. 109–126).
- ``totals``: an action's value, its favor and disfavor, its record in the log.
- ``facedown``: face-down cards (p. 114) — Dodge, Riposte, Aid Another, Aim, and defence.
- ``spec``: what the catalogue says of an action (``Spec``) and its menu entries (``Offer``).
- ``swords``, ``pentacles``, ``cups``, ``wands``, ``miscellaneous``: each suit's actions
  (pp. 116–120): their own checks, resolution and menu entries.
- ``catalogue``: the table of specs, one per action, in the book's order.
- ``declare``: the checks of an action declared, read from its spec.
- ``resolution``: revealing and resolving, spending the cards, Vigilance sprung, the end.
"""
