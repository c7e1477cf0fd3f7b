"""Zone-wide dooms played as a band's own action (Fear, Unearthly Fear, Choking Spores,
Shriek, Potence; pp. 249, 251, 263, 265, 277, 284): the rules are ``worm.rules.zone_dooms``,
the GM's choice to play one is the policy ``worm.gm.zonewide``.

The band declares the doom with its card, like any action, so an adventurer holding the Fool
may interrupt it (p. 114); revealed, it lands on everyone it reaches in the band's zone. A
Displace from Fear sends each adventurer it beats to a neighbouring zone; the player picks
it in the book (p. 249), and the game picks for them (policy): the neighbour with no fire,
drop or hazard and the fewest foes.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm import grammar
from worm.engine import doom_action, stinking_cloud
from worm.engine import events as ev
from worm.engine.actions import engagement, fighters, harm
from worm.engine.table import Table
from worm.gm import foes, tactics, zonewide
from worm.model.challenge import GM, Challenge, Declared, Fighter
from worm.rules import zone_dooms
from worm.rules.zone_dooms import ZoneDoom

DOOM = "Doom"
"""The action a band declares to play a doom on its own (``Declared.doom`` names it)."""


def plan(
    game: Table,
    key: str,
    zone: int,
    stats: foes.Statblock,
    health: int | None,
    marks: Sequence[tactics.Mark],
) -> tactics.Plan | None:
    """The band's zone-wide doom for its own turn, by the policy ``worm.gm.zonewide``, or
    None. ``marks`` are the adventurers in its zone as the band sees them."""
    names = [d.name for d in (*stats.greater, *stats.lesser)]
    known = [d for d in (zone_dooms.zone_doom(n) for n in names) if d is not None]
    if not known:
        return None
    ch = game.under_way()
    hand = ch.hand(GM)
    wands = stats.attribute("wands", health)
    for doom in known:
        if doom.cloud and stinking_cloud.clouded(ch, zone):
            continue  # policy: a second cloud over the first adds nothing
        open_to = [m for m in marks if _touchable(game, ch, ch.fighter(m.key), doom)]
        choice = zonewide.choose([doom.name], hand, open_to, wands)
        if choice is None:
            continue
        game.ruling(
            f"p. {doom.page}",
            f"{grammar.agree(ch.group(key).name, 'play')} {doom.name}: {choice.why}",
        )
        return tactics.Plan(DOOM, choice.card, tuple((m.key, 1) for m in open_to), doom=doom.name)
    return None


def on_its_own(name: str) -> bool:
    """Whether the doom ``name`` is played as the band's whole action, never with an Attack."""
    return zone_dooms.zone_doom(name) is not None


def _touchable(game: Table, ch: Challenge, fighter: Fighter, doom: ZoneDoom) -> bool:
    """Whether the doom's effect would still change something for ``fighter``: a Stun needs
    a card to take, a lasting effect someone not already suffering it."""
    effect = zonewide.effect_of(doom)
    if effect == "stun":
        return bool(ch.hand(fighter.key))
    if effect == "displace":
        return bool(ch.zone(fighter.zone).neighbours)
    return effect not in fighters.suffered(game, fighter)


def play(game: Table, d: Declared) -> None:
    """Reveal a band's zone-wide doom and lay its effect on everyone it reaches."""
    ch = game.under_way()
    doom = zone_dooms.zone_doom(d.doom)
    members = [f for f in ch.members(d.who) if f.fighting]
    if doom is None or not members:
        return
    zone = members[0].zone
    stats = fighters.band_block(game, d.who)
    effect = zonewide.effect_of(doom)
    value = None
    if doom.matched and d.card is not None:
        wands = stats.attribute("wands", members[0].health)
        value = zone_dooms.total(d.card.value, wands, own_turn=not d.minor)
    if doom.cloud:
        stinking_cloud.fill(game, zone)
        doom_action.revealed(game, d, f"a stinking cloud fills {ch.zone(zone).name}")
        return
    reached = _reached(ch, d.who, zone, doom)
    landed: list[Fighter] = []
    for target in reached:
        defence = ch.initiative(target.group) if value is not None else None
        if value is None or defence is None or zone_dooms.beaten(value, defence):
            landed.append(target)
    game.log.emit(
        ev.Action,
        who=ch.group(d.who).name,
        action=doom.name,
        card=d.card,
        value=value,
        minor=d.minor,
        target=None,
        vs=None,
        result=_result(ch, zone, reached, landed, effect, game),
    )
    for target in landed:
        if game.challenge is None:
            return
        if not game.challenge.fighter(target.key).fighting:
            continue
        if effect == "displace":
            _flee_from(game, target.key)
        else:
            harm.afflict(game, target.key, effect)


def _reached(ch: Challenge, band: str, zone: int, doom: ZoneDoom) -> list[Fighter]:
    """Whom the doom reaches in ``zone``: the adventurers; for Choking Spores every creature
    but the band itself; for Shriek everyone not of the band's kind."""
    guild = list(ch.in_zone(zone, "guild"))
    if doom.reach == "adventurers":
        return guild
    kind = ch.group(band).creature
    others = [
        f
        for f in ch.in_zone(zone, "foes")
        if f.group != band and (doom.reach == "creatures" or ch.group(f.group).creature != kind)
    ]
    return guild + others


def _result(
    ch: Challenge,
    zone: int,
    reached: list[Fighter],
    landed: list[Fighter],
    effect: str,
    game: Table,
) -> str:
    name = game.pack.effects[effect].name if effect in game.pack.effects else effect
    where = ch.zone(zone).name
    if not landed:
        return f"no one in {where} is touched"
    names = [f.name for f in landed]
    who = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    spared = len(reached) - len(landed)
    tail = f"; {spared} stand firm" if spared else ""
    return f"{name} on {who} in {where}{tail}"


def _flee_from(game: Table, key: str) -> None:
    """Fear's Displace (p. 249): to the neighbouring zone the player would pick (policy: no
    fire, drop or hazard, then the fewest foes, then the lowest number)."""
    ch = game.under_way()
    fighter = ch.fighter(key)
    near = ch.zone(fighter.zone).neighbours
    if not near:
        return
    hazards = {g.zone for g in ch.groups if g.side == "hazard"}

    def danger(z: int) -> tuple[int, int, int]:
        risky = bool({"burning", "drop"} & ch.zone(z).rules) or z in hazards
        return (int(risky), len(ch.in_zone(z, "foes")), z)

    dest = min(near, key=danger)
    engagement.disengage(game, key)
    game.log.emit(
        ev.Narration,
        text=f"{fighter.name} falls back in fear {grammar.toward(ch.zone(dest).name)}.",
    )
    harm.enter_zone(game, key, dest)
