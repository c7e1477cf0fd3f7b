"""A creature's Attack that reaches the next zone, as a missile does (p. 109):

- The lich's If the Poison Won't Take You My Dogs Will (p. 269): an Attack of arcane
  force at up to one zone's range, adding Wands in place of Swords on his turn; it never
  engages him (p. 109).
- Pelt with Stones (the harpy, p. 265): any card played picks up a piece of the scenery
  (the mark ``STONE`` on the harpy while it holds one); flying, the harpy throws it as a
  missile Attack, which reaches the next zone and engages no one.

``worm.engine.antagonists`` resolves these Attacks: a target in the attacker's zone or the
next is in reach (``reaches``), the attribute added is the doom's (``suit``), and no
engagement, polearm first strike or Riposte answers a blow from afar.

Policy: the Yellow King strikes from afar only when no adventurer stands in his own zone and
one stands in the next (with someone beside him he fights as before), at the adventurer
``worm.gm.tactics.target`` picks among those a zone away, with the smallest lesser card that
beats a face-up Initiative (his highest lesser card against a face-down one). A harpy aloft
with no stone swoops for one with its lowest card when its zone has scenery and its hand
holds another lesser card to throw with (two more with someone beside it, whom it leaves
for a turn); with a stone, its Attack is the throw, at whom the same policy picks among
those in its zone, else a zone away: unlike a fly-by attack it stays out of melee reach, so
no Riposte answers it.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm import grammar
from worm.engine import doom_action
from worm.engine.table import Table
from worm.gm import foes, tactics
from worm.model.challenge import GM, Challenge, Declared, evolve
from worm.rules import aloft
from worm.tarot import Suit

POISON = "If the Poison Won't Take You My Dogs Will"
PELT = "Pelt with Stones"
PAGE = {POISON: 269, PELT: 265}
SUIT: dict[str, Suit] = {POISON: "wands", PELT: "swords"}
"""The attribute each ranged Attack adds on the band's own turn."""
RANGE = 1
"""How many zones away a ranged Attack reaches (pp. 265, 269)."""
STONE = "stone"
"""The mark of a harpy holding a piece of scenery to throw (p. 265)."""
ACTION = "Doom"
"""The action a harpy declares to pick up a stone (the same as the zone-wide dooms')."""


def ranged(doom: str | None) -> bool:
    """Whether an Attack with ``doom`` reaches the next zone."""
    return doom in PAGE


def suit(doom: str | None) -> Suit:
    """The attribute the band's Attack with ``doom`` adds on its own turn."""
    return SUIT.get(doom or "", "swords")


def reaches(ch: Challenge, doom: str | None, zone: int, target: int) -> bool:
    """Whether an Attack with ``doom`` from ``zone`` reaches a target in zone ``target``."""
    if zone == target:
        return True
    return ranged(doom) and target in ch.zone(zone).neighbours


def plan(
    game: Table,
    key: str,
    zone: int,
    stats: foes.Statblock,
    marks: Sequence[tactics.Mark],
    emotion: str,
) -> tactics.Plan | None:
    """The band's Attack from afar, a harpy's stone thrown or picked up, by the policy above;
    None when it has no such doom or the policy plays none now."""
    ch = game.under_way()
    have = {d.name for d in stats.lesser}
    here = [f for f in ch.members(key) if f.fighting and f.zone == zone]
    cards = tactics.lesser(ch.hand(GM))
    if not here or not cards:
        return None
    beside = [m for m in marks if m.zone == zone]
    near = [m for m in marks if m.zone in ch.zone(zone).neighbours]
    if POISON in have and near and not beside:
        return _shot(game, key, POISON, near, emotion, stats, here[0].health)
    if PELT not in have or aloft.AIR not in here[0].effects:
        return None
    if STONE in here[0].effects:
        if not (beside or near):
            return None
        return _shot(game, key, PELT, beside or near, emotion, stats, here[0].health)
    if ch.zone(zone).scenery and len(cards) >= (3 if beside else 2):
        low = min(ch.hand(GM), key=lambda c: c.value)
        game.ruling(
            f"p. {PAGE[PELT]}",
            f"{PELT}: {grammar.agree(ch.group(key).name, 'swoop')} on "
            f"{ch.zone(zone).scenery[0]} for something to throw",
        )
        return tactics.Plan(ACTION, low, (), doom=PELT)
    return None


def _shot(
    game: Table,
    key: str,
    doom: str,
    near: Sequence[tactics.Mark],
    emotion: str,
    stats: foes.Statblock,
    health: int | None,
) -> tactics.Plan | None:
    ch = game.under_way()
    primary = tactics.target(list(near), emotion, ch.harmed_by.get(key))
    if primary is None:
        return None
    cards = tactics.lesser(ch.hand(GM))
    bonus = stats.attribute(suit(doom), health)
    defence = tactics.UNKNOWN if primary.initiative is None else primary.initiative
    card = tactics.attack_card(ch.hand(GM), bonus, defence, reckless=False) or cards[-1]
    target = ch.fighter(primary.key)
    where = "" if target.zone in {f.zone for f in ch.members(key)} else ", a zone away"
    game.ruling(
        f"p. {PAGE[doom]}",
        f"{doom}: {grammar.agree(ch.group(key).name, 'strike')} from afar at {target.name} in "
        f"{ch.zone(target.zone).name}{where}",
    )
    return tactics.Plan("Attack", card, ((primary.key, 1),), doom=doom)


def pick_up(game: Table, d: Declared) -> None:
    """Reveal it: the harpy takes up a piece of the scenery to throw (p. 265)."""
    ch = game.under_way()
    members = [f for f in ch.members(d.who) if f.fighting]
    if not members:
        return
    scenery = ch.zone(members[0].zone).scenery
    what = scenery[0] if scenery else "nothing"
    doom_action.revealed(game, d, f"picks up a piece of the {what}" if scenery else what)
    if scenery:
        _mark(game, d.who, on=True)


def thrown(game: Table, d: Declared) -> None:
    """The stone a harpy's Attack throws leaves its claws (p. 265)."""
    if d.doom == PELT:
        _mark(game, d.who, on=False)


def _mark(game: Table, key: str, *, on: bool) -> None:
    ch = game.under_way()
    for member in ch.members(key):
        marks = member.effects | {STONE} if on else member.effects - {STONE}
        ch = ch.with_fighter(evolve(member, effects=marks))
    game.challenge = ch
