"""Rules spanning a whole table or several files of the content pack (chapters 1–9).

Each rule takes the pack as read so far (``worm.content.tables.Tables``) and yields every
Problem it finds, so ``worm assets check`` can list them all. The rules also run on a partly
broken pack: entries that failed their own validation are listed in ``Tables.broken`` and
references to them are not reported twice, and a table holding broken entries skips its
whole-table counts until those entries are fixed.

The modules here sit above every entry model and above ``Tables``, and none imports another,
so the pack's models never depend on the rules that check them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from worm.content.integrity import (
    adventurers,
    afflictions,
    city,
    closed,
    factions,
    features,
    monsters,
    pacts,
    personality,
    references,
    scenery,
    spells,
    stocking,
)
from worm.content.problems import Problem
from worm.content.tables import Tables

Rule = Callable[[Tables], Iterator[Problem]]

RULES: tuple[Rule, ...] = (
    closed.keys_match_ids,
    closed.book_tables,
    adventurers.paths_and_talents,
    adventurers.talents_need_items,
    adventurers.kins_and_kiths,
    adventurers.houses_are_surnames,
    adventurers.gear,
    closed.numbers_agree,
    closed.one_default_bond,
    closed.market_prices,
    closed.seed_per_card,
    closed.bestiary_entries,
    references.denizen_effects,
    *stocking.RULES,  # Meatgrinder templates, rooms, treasure, hooks (pp. 335–342)
    *monsters.RULES,  # the seeds' creatures and lords (pp. 242–252, 343–364)
    *features.RULES,  # room features and traps (pp. 365–373)
    *factions.RULES,  # the wants and shuns of factions read through tastes (p. 337)
    *afflictions.RULES,  # afflictions and their stages (pp. 97–98)
    references.caught_afflictions,
    # the creatures, characters, items, effects and places outcomes name
    references.outcome_references,
    *personality.RULES,  # tastes, personalities and named characters (pp. 99–103, 180)
    *scenery.RULES,  # scenery for Challenge zones (p. 184)
    # what bombs, potions and oils do in a Challenge (pp. 118, 235–239)
    references.item_use_effects,
    *spells.RULES,  # the forty spells of Appendix A (pp. 197–227)
    *pacts.RULES,  # the eleven pacts of Make a Pact (p. 83)
    *city.RULES,  # City Events, Portents, City Actions, Hangover (pp. 150–160)
)


def problems(tables: Tables) -> list[Problem]:
    """Every whole-table and cross-reference problem of the pack, in a stable order."""
    return [problem for rule in RULES for problem in rule(tables)]
