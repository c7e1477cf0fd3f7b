"""The Challenge's actions (pp. 113–120): one ``Spec`` per action of the book, in its order —
Swords (p. 116), Pentacles (p. 117), Cups (p. 118), Wands (p. 119) with the Brandish of a
ward (pp. 167–169), then the miscellaneous actions of any suit (p. 120).

Everything else reads this table: declaring (``declare``: the suit a minor action needs, the
target and its reach, what else the action needs), revealing and resolving (``resolution``:
face down or not, which card stays on the table, the order minor actions resolve in), the
menu of plays (``worm.engine.options``) and the words a player types (``worm.text``). A new
action is one entry here, with its code in the module of its suit; and a name in
``worm.engine.commands.ActionName``, which the wire format spells out.
"""

from __future__ import annotations

from worm.engine.actions import (
    brandish,
    command,
    counter_spell,
    cups,
    heavy_metal,
    miscellaneous,
    pentacles,
    swords,
    wands,
    wreck,
)
from worm.engine.actions.spec import Spec

SPECS: tuple[Spec, ...] = (
    # Swords (p. 116)
    Spec(
        "Attack",
        "p. 116",
        "swords",
        target="foe",
        reach="weapon",
        talents=(("gramarye", "wands"), ("two_handed_focus", "pentacles")),
        harms=True,
        ready=swords.reach,
        scenery=swords.scenery,
        resolve=swords.attack,
        offers=swords.attack_offers,
    ),
    Spec(
        "Riposte",
        "p. 116",
        "swords",
        face_down=True,
        minor_order=1,
        target="ally",
        reach="zone",
        untargeted_ok=True,
        offers=swords.riposte_offers,
    ),
    Spec(
        "Aim",
        "p. 116",
        "swords",
        face_down=True,
        minor_order=1,
        target="foe",
        ready=swords.bow_in_hand,
        offers=swords.aim_offers,
    ),
    # Pentacles (p. 117)
    Spec(
        "Avoid",
        "p. 117",
        "pentacles",
        minor_order=2,
        zoned=True,
        option=pentacles.avoid_to,
        resolve=pentacles.avoid,
        offers=pentacles.avoid_offers,
    ),
    Spec(
        "Dash",
        "p. 117",
        "pentacles",
        minor_order=2,
        zoned=True,
        option=pentacles.dash_to,
        resolve=pentacles.move,
        offers=pentacles.dash_offers,
    ),
    Spec(
        "Dodge",
        "p. 117",
        "pentacles",
        face_down=True,
        minor_order=1,
        target="ally",
        reach="zone",
        untargeted_ok=True,
        offers=pentacles.dodge_offers,
    ),
    Spec(
        "Roughhouse",
        "p. 117",
        "pentacles",
        target="foe",
        reach="zone",
        talents=(("fight_dirty", "swords"),),
        harms=True,
        option=pentacles.manoeuvre,
        scenery=pentacles.scenery,
        resolve=pentacles.roughhouse,
        offers=pentacles.roughhouse_offers,
    ),
    # Cups (p. 118)
    Spec(
        "Aid Another",
        "p. 118",
        "cups",
        face_down=True,
        minor_order=1,
        target="mate",
        offers=cups.aid_offers,
    ),
    Spec(
        "Command",
        "p. 118",
        "cups",
        target="foe",
        reach="near",
        untargeted_ok=True,
        option=command.commanded,
        resolve=command.command,
        offers=command.command_offers,
    ),
    Spec(
        "Pull Item from Pack",
        "p. 118",
        "cups",
        minor_order=0,
        option=cups.from_pack,
        resolve=cups.pull,
        offers=cups.pack_offers,
    ),
    Spec(
        "Use Item",
        "p. 118",
        "cups",
        target="any",
        reach="near",
        untargeted_ok=True,
        revives=True,
        harms=True,
        option=cups.usable,
        resolve=cups.use_item,
        offers=cups.item_offers,
    ),
    # Wands (p. 119)
    Spec(
        "Banter",
        "p. 119",
        "wands",
        target="foe",
        reach="near",
        band=True,
        option=wands.intent,
        resolve=wands.banter_with,
        offers=wands.banter_offers,
    ),
    Spec(
        "Speak Incantation",
        "p. 119",
        "wands",
        target="any",
        reach="near",
        untargeted_ok=True,
        harms=True,
        option=wands.spell_named,
        scenery=wands.scenery,
        resolve=wands.speak,
        offers=wands.spell_offers,
    ),
    Spec(
        "Recover",
        "p. 119",
        "wands",
        minor_order=0,
        option=wands.shaken,
        resolve=wands.recover,
        offers=wands.recover_offers,
    ),
    Spec(
        "Brandish",
        "p. 167",
        "wands",
        target="foe",
        reach="zone",
        option=brandish.ward_in_hand,
        resolve=brandish.brandish,
        offers=brandish.brandish_offers,
    ),
    # Miscellaneous, any suit (p. 120)
    Spec(
        "Bid Lore",
        "p. 120",
        None,
        minor_order=0,
        option=miscellaneous.a_bid_left,
        resolve=miscellaneous.bid_lore,
        offers=miscellaneous.lore_offers,
    ),
    Spec(
        "Guard",
        "p. 120",
        None,
        kept=True,
        minor_order=0,
        option=miscellaneous.shield_in_hand,
        resolve=miscellaneous.guard,
        offers=miscellaneous.guard_offers,
    ),
    Spec(
        "Move",
        "p. 120",
        None,
        minor_order=2,
        zoned=True,
        option=pentacles.move_to,
        resolve=pentacles.move,
        offers=pentacles.move_offers,
    ),
    Spec(
        "Pull Item from Belt",
        "p. 120",
        None,
        minor_order=0,
        option=cups.from_belt,
        resolve=cups.pull,
        offers=cups.belt_offers,
    ),
    Spec(
        "Reload Crossbow",
        "p. 120",
        None,
        minor_order=0,
        option=miscellaneous.crossbow_unloaded,
        resolve=miscellaneous.reload,
        offers=miscellaneous.reload_offers,
    ),
    Spec(
        "Test Fate",
        "p. 120",
        None,
        option=miscellaneous.unseen_to_hide,
        resolve=miscellaneous.daring_feat,
        offers=miscellaneous.feat_offers,
    ),
    Spec(
        "Trivial Action",
        "p. 120",
        None,
        minor_order=0,
        resolve=miscellaneous.trivial,
        offers=miscellaneous.trivial_offers,
    ),
    Spec(
        "Vigilance",
        "p. 120",
        None,
        face_down=True,
        minor_order=1,
        target="any",
        untargeted_ok=True,
        carries=True,
        option=miscellaneous.vigilant_then,
        offers=miscellaneous.vigilance_offers,
    ),
    # a talent's action, after the book's (p. 120)
    Spec(
        "Heavy Metal Machine",
        "p. 70",
        None,
        minor_order=0,
        option=heavy_metal.check,
        resolve=heavy_metal.brace,
        offers=heavy_metal.offers,
    ),
    Spec(
        "Counter-spell",
        "p. 82",
        None,
        minor_order=0,
        option=counter_spell.check,
        resolve=counter_spell.counter,
        offers=counter_spell.offers,
    ),
    Spec(
        "Colossal",
        "p. 61",
        None,
        minor_order=0,
        option=wreck.check,
        resolve=wreck.topple,
        offers=wreck.offers,
    ),
)

CATALOGUE: dict[str, Spec] = {spec.name: spec for spec in SPECS}
"""Each action's spec by its name, in the book's order: what everything else reads."""


def spec(name: str) -> Spec:
    """The spec of the action called ``name``; the name must be one of the book's."""
    found = CATALOGUE.get(name)
    if found is None:
        raise KeyError(f"{name!r} is not a Challenge Action: one of {', '.join(CATALOGUE)}")
    return found


def named(word: str) -> Spec | None:
    """The action a player names in any case (``attack``, ``Aid another``), or None."""
    wanted = word.lower()
    return next((s for s in CATALOGUE.values() if s.name.lower() == wanted), None)
