"""Creatures out of melee reach in a Challenge, and the rest of the book's creatures in the
air or of changed shape: taking wing or hovering, turning intangible and solid again, going
unseen, a wraith made solid by a light, the harpy's snatch and drop, the brain spider's leap
(the rules are ``worm.rules.aloft``, the GM's choices the policy ``worm.gm.aloft``).

A creature aloft, intangible or Shrouded carries a mark in ``Fighter.effects``; the guild's
plays that cannot reach it are refused when declared (``refuse``), so the menu leaves them
out. A flier's Attack from the air engages no one (``engage``); a Riposte still answers it,
as the book lets melee reach the flier on the turn of its fly-by attack (p. 260), but passes
through a wraith that strikes while intangible (p. 284). A nymph melded into her element
(p. 274, where her zone holds it: ``worm.engine.elemental.meets``) is Shrouded till she acts.
"""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import elemental, kit
from worm.engine import events as ev
from worm.engine.actions import engagement, fighters, harm
from worm.engine.actions import holds as carrying
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import aloft as policy
from worm.gm import foes, tactics
from worm.gm import holds as hold_policy
from worm.model.challenge import GM, Declared, Fighter, evolve
from worm.rules import aloft, dwimmercraft, holds, weapons
from worm.rules.aloft import Reach

ACTION = "Doom"
"""The action a band declares to rise, take Mist Form or go unseen (as a zone-wide doom is
played)."""

SHINE = aloft.SHINE
"""The Trivial Action's option that shines a light on a wraith (p. 284)."""

_TOUCH = frozenset({"Roughhouse", "Command"})
_SHOT = frozenset({"Aim", "Use Item"})


def reach_of(game: Table, fighter: Fighter, action: str, option: str | None) -> Reach:
    """How an adventurer's play would reach its target: a melee blow, a touch, a missile, a
    spell, or words."""
    if action == "Attack":
        if option == "throw" or weapons.missile(fighters.weapon_of(game, fighter)):
            return "missile"
        return "melee"
    if action in _TOUCH:
        return "touch"
    if action in _SHOT:
        return "missile"
    if action == "Speak Incantation":
        return "spell"
    return "words"


def refuse(game: Table, fighter: Fighter, target: Fighter, action: str, option: str) -> None:
    """The book's "No" to a play that cannot reach a creature aloft or intangible, or one
    Shrouded from the sight of all but a seer (``seen_by``)."""
    marks = seen_by(game, fighter, target)
    if target.side != "foes" or not aloft.states(marks):
        return
    why = aloft.refusal(marks, reach_of(game, fighter, action, option or None))
    if why is not None:
        raise IllegalCommand(f"{target.name} is {why} ({_page(game, target)})")


def seen_by(game: Table, fighter: Fighter, target: Fighter) -> frozenset[str]:
    """``target``'s marks as ``fighter`` meets them: a guild-mate whose Dwimmercraft second
    sight holds sees the invisible (p. 82), so a Shrouded foe is no longer hidden from them."""
    seer = fighter.side == "guild" and dwimmercraft.sees(game.sight, fighter.key, game.watches)
    return target.effects - {aloft.SHROUD} if seer else target.effects


def out_of_reach(game: Table, me: Fighter, foe: Fighter) -> bool:
    """Whether ``me``'s Attack with what is in hand cannot reach ``foe``."""
    marks = seen_by(game, me, foe)
    if not aloft.states(marks):
        return False
    return aloft.refusal(marks, reach_of(game, me, "Attack", None)) is not None


def engage(game: Table, attacker: Fighter, struck: str) -> None:
    """A band's hit engages striker and struck (p. 109), but never a fly-by attack from the
    air (p. 260)."""
    if aloft.AIR not in attacker.effects:
        engagement.engage(game, attacker.key, struck)


def untouchable(fighter: Fighter) -> bool:
    """Whether no hand can reach ``fighter`` (a Roughhouse, an animal set on it): aloft or
    intangible."""
    return bool(aloft.states(fighter.effects))


def passing(game: Table, foe: Fighter) -> bool:
    """Whether ``foe`` is out of reach only till it strikes: intangible by a rule it must drop
    to strike (Mist Form, Smokeless Fire, Intangible), or Shrouded (pp. 251, 267, 282); a
    flier stays aloft and a wraith strikes as it is, so neither passes."""
    if aloft.SHROUD in foe.effects:
        return True
    if aloft.GHOST not in foe.effects:
        return False
    return aloft.SHADOW not in _rules(fighters.band_block(game, foe.group))


def words(fighter: Fighter) -> tuple[str, ...]:
    """Plain words for a fighter's state, for the fight's lines."""
    return aloft.words(fighter.effects) if fighter.effects else ()


# --- the GM's band ---------------------------------------------------------------------------


def plan(game: Table, key: str) -> tactics.Plan | None:
    """The band's action when it rises, takes Mist Form or goes Invisible this turn (policy),
    or None. A band aloft whose rule is gone (the Yellow King's crown fallen) comes down first."""
    ch = game.under_way()
    members = [f for f in ch.members(key) if f.fighting]
    if not members:
        return None
    stats = fighters.band_block(game, key)
    names = _rules(stats)
    hand = ch.hand(GM)
    hurt = key in ch.harmed_by
    if aloft.AIR in members[0].effects:
        if not names & aloft.RISES.keys():
            _mark(game, key, aloft.AIR, on=False)
            game.ruling("p. 270", f"{grammar.agree(ch.group(key).name, 'come')} down to the floor")
        return None
    rise = next((r for r in aloft.RISES if r in names), None)
    if rise is not None:
        mine = [doom for h, doom in ch.held.values() if ch.fighter(h).group == key]
        carrying = hold_policy.carries_up(
            holding_one=bool(mine),
            drops=any(holds.drops(doom) for doom in mine),
        )
        card = policy.rise_card(hand, rise, hurt=hurt or carrying)
        if card is not None:
            return tactics.Plan(ACTION, card, doom=rise)
    full = next((p.health for p in stats.parts if p.core), None)
    hides = ((aloft.MIST, aloft.GHOST), (aloft.INVISIBLE, aloft.SHROUD), (aloft.MELD, aloft.SHROUD))
    for rule, state in hides:
        if rule == aloft.MELD and not elemental.meets(game, stats, members[0].zone):
            continue  # she steps only into her own element (p. 274)
        if rule in names and state not in members[0].effects:
            card = policy.hide_card(hand, rule, health=members[0].health, full=full)
            if card is not None:
                return tactics.Plan(ACTION, card, doom=rule)
    return None


def plays(doom: str | None) -> bool:
    """Whether a band's declared doom is one of these (``play`` resolves it)."""
    return doom in aloft.AS_ACTION


def play(game: Table, d: Declared) -> None:
    """Resolve a band's rising, Mist Form or Invisible: its members leave every engagement
    (a flier's Move out of one draws the free Wounds of p. 109) and take the mark."""
    assert d.doom is not None
    ch = game.under_way()
    name = ch.group(d.who).name
    state = next(s for s, rules in aloft.BY_STATE.items() if d.doom in rules)
    page = _carrier_page(game, d.who, d.doom)
    game.log.emit(
        ev.Action,
        who=name,
        action=d.doom,
        card=d.card,
        value=None,
        minor=d.minor,
        target=None,
        vs=None,
        result={aloft.AIR: "into the air", aloft.GHOST: "into mist"}.get(state, "out of sight"),
    )
    carried = [
        k for k, (h, doom) in ch.held.items() if ch.fighter(h).group == d.who and holds.drops(doom)
    ]
    for victim in carried:  # up with it, out of every engagement: no free swing (policy)
        engagement.disengage(game, victim)
    ch = game.under_way()
    for member in ch.members(d.who):
        if game.challenge is None:
            return
        if member.fighting and member.engaged:
            if d.doom == aloft.FLIGHT:
                harm.free_wounds(game, member.key)
            else:
                engagement.disengage(game, member.key)
    if game.challenge is None:
        return
    _mark(game, d.who, state, on=True)
    said = {
        aloft.FLIGHT: ("take", "wing and circle overhead, out of melee reach but open to missiles"),
        aloft.SPITE: ("rise", "to the upper reaches of the room, where only ranged attacks reach"),
        aloft.SHAPESHIFTER: ("take", "a winged shape and rise out of melee reach"),
        aloft.MIST: ("turn", "to mist: physical things pass through harmlessly"),
        aloft.INVISIBLE: ("vanish", "from sight, Shrouded: no one can aim at it till it strikes"),
        aloft.MELD: (
            "step",
            "into its element, immaterial and hidden: no one can aim at it till it acts",
        ),
    }
    verb, rest = said[d.doom]
    game.ruling(page, f"{d.doom}: {grammar.agree(name, verb)} {rest}")
    now = game.under_way()
    for victim in (k for k in now.held if carrying.aloft_with(now, k)):
        if now.fighter(now.held[victim][0]).group == d.who:
            game.ruling(
                f"p. {holds.DROP_PAGE}",
                f"{now.fighter(victim).name} is carried up, held fast: it may drop them",
            )


def solid(game: Table, key: str, action: str, keep: tuple[tarot.Card, ...]) -> bool:
    """Before an intangible band Attacks or Roughhouses, it turns solid (policy); False when
    it cannot pay and stays intangible, its turn passing."""
    ch = game.under_way()
    members = [f for f in ch.members(key) if f.fighting]
    if members and aloft.SHROUD in members[0].effects and _melded(game, key):
        _mark(game, key, aloft.SHROUD, on=False)  # any act steps her out (p. 274)
        game.ruling(
            "p. 274",
            f"Elemental Meld: {grammar.agree(ch.group(key).name, 'step')} out of its element "
            "to act, seen again",
        )
    if action not in ("Attack", "Roughhouse") or not members:
        return True
    if aloft.SHROUD in members[0].effects:
        _mark(game, key, aloft.SHROUD, on=False)
        game.ruling(
            "p. 267",
            f"Invisible: {grammar.agree(ch.group(key).name, 'strike')} and can be seen again",
        )
    if aloft.GHOST not in members[0].effects:
        return True
    names = _rules(fighters.band_block(game, key))
    name = ch.group(key).name
    if aloft.SHADOW in names:
        return True  # a wraith touches the physical world at will (p. 284)
    if aloft.MIST in names and not names & {aloft.SMOKELESS, aloft.INTANGIBLE}:
        _mark(game, key, aloft.GHOST, on=False)
        game.ruling(
            "p. 282", f"Mist Form: {grammar.agree(name, 'take')} back a solid shape to strike"
        )
        return True
    rule = next((r for r in (aloft.SMOKELESS, aloft.INTANGIBLE) if r in names), None)
    card = None if rule is None else policy.solid_card(ch.hand(GM), rule, keep)
    if rule is None or card is None:
        return False
    _discard(game, card)
    _mark(game, key, aloft.GHOST, on=False)
    game.ruling(
        aloft.FADES[rule],
        f"{rule}: the GM discards {card.name}, outside the one card a turn, and "
        f"{grammar.agree(name, 'turn')} solid to strike",
    )
    return True


def _melded(game: Table, key: str) -> bool:
    """Whether the band hides by Elemental Meld rather than by Invisible."""
    names = _rules(fighters.band_block(game, key))
    return aloft.MELD in names and aloft.INVISIBLE not in names


def fade(game: Table, key: str) -> None:
    """After a solid band of Smokeless Fire or Intangible has acted, it may turn intangible
    again, outside the one card a turn (policy)."""
    ch = game.challenge
    if ch is None or ch.group(key).side != "foes":
        return
    members = [f for f in ch.members(key) if f.fighting]
    if not members or aloft.GHOST in members[0].effects:
        return
    names = _rules(fighters.band_block(game, key))
    rule = next((r for r in (aloft.SMOKELESS, aloft.INTANGIBLE) if r in names), None)
    if rule is None:
        return
    card = policy.fade_card(ch.hand(GM), rule, hurt=key in ch.harmed_by)
    if card is None:
        return
    _discard(game, card)
    _mark(game, key, aloft.GHOST, on=True)
    game.ruling(
        aloft.FADES[rule],
        f"{rule}: the GM discards {card.name}, outside the one card a turn, and "
        f"{grammar.agree(ch.group(key).name, 'turn')} intangible: physical things pass through",
    )


def leaps(game: Table, d: Declared) -> bool:
    """Whether the band's Dash is a Great Leap (p. 256): 2 zones in one jump, clearing what
    lies between (a hazard guarding it, caltrops strewn there), so it never enters the zone
    it jumps over."""
    if d.action != "Dash" or aloft.LEAP not in _rules(fighters.band_block(game, d.who)):
        return False
    ch = game.under_way()
    game.ruling("p. 256", f"Great Leap: {grammar.agree(ch.group(d.who).name, 'jump')} 2 zones")
    return True


def pull(
    game: Table, key: str, stats: foes.Statblock, card: tarot.Card, target: str
) -> tactics.Plan | None:
    """Pull Into the Air as the band's Roughhouse on ``target`` this turn (policy), or None."""
    if aloft.PULL not in {d.name for d in stats.lesser}:
        return None
    ch = game.under_way()
    members = [f for f in ch.members(key) if f.fighting]
    high = aloft.AIR in members[0].effects if members else False
    if not policy.pulls(aloft_now=high, lesser=card in tactics.lesser(ch.hand(GM))):
        return None
    return tactics.Plan("Roughhouse", card, ((target, 1),), doom=aloft.PULL)


def pulls(doom: str | None) -> bool:
    """Whether a band's Roughhouse is Pull Into the Air (``drop`` resolves it)."""
    return doom == aloft.PULL


def drop(game: Table, attacker: str, target: str, *, hit: bool) -> None:
    """Pull Into the Air resolved (p. 265): the harpy is engaged with its target, down in
    melee reach; on a hit the target is lifted and dropped for a Piercing Wound."""
    ch = game.under_way()
    if aloft.AIR in ch.fighter(attacker).effects:
        _mark(game, ch.fighter(attacker).group, aloft.AIR, on=False)
    engagement.engage(game, attacker, target)
    if not hit:
        return
    who = game.under_way().fighter(target).name
    game.ruling("p. 265", f"Pull Into the Air: {who} is lifted and dropped, a Piercing Wound")
    harm.hurt(game, target, 1, piercing=True, by=attacker)


def shadows(game: Table) -> None:
    """As a round begins, every wraith is intangible again (Shadow Form, p. 284): a light
    shone on it lasted only till the round's end."""
    ch = game.under_way()
    for group in ch.groups:
        members = [f for f in ch.members(group.key) if f.fighting]
        if group.side != "foes" or not members or aloft.GHOST in members[0].effects:
            continue
        if aloft.SHADOW in _rules(fighters.band_block(game, group.key)):
            _mark(game, group.key, aloft.GHOST, on=True)


def shone_on(game: Table, me: Fighter) -> Fighter | None:
    """The intangible wraith ``me`` could shine a light on now: ``me`` holds a lit torch or
    lantern, and the wraith stands in its zone or the next (p. 284); else None."""
    a = fighters.adventurer(game, me.key)
    if not any(c.item in aloft.SHINING for c in kit.lit(a)):
        return None
    ch = game.under_way()
    for foe in ch.side("foes"):
        if aloft.GHOST not in foe.effects or not fighters.near(ch, me.zone, foe.zone):
            continue
        if aloft.SHADOW in _rules(fighters.band_block(game, foe.group)):
            return foe
    return None


def shine(game: Table, me: Fighter) -> None:
    """A light shone on a wraith: its band is tangible to everyone till the round ends
    (p. 284)."""
    foe = shone_on(game, me)
    if foe is None:
        game.ruling("p. 284", f"{me.name} has no torch or lantern lit, or no wraith to shine on")
        return
    _mark(game, foe.group, aloft.GHOST, on=False)
    name = game.under_way().group(foe.group).name
    game.ruling(
        "p. 284",
        f"Shadow Form: {me.name} shines a light on {name}, solid to everyone till the round ends",
    )


def _rules(stats: foes.Statblock) -> set[str]:
    return {d.name for d in (*stats.greater, *stats.lesser)} | {n.name for n in stats.notes}


def _mark(game: Table, key: str, state: str, *, on: bool) -> None:
    ch = game.under_way()
    for member in ch.members(key):
        marks = member.effects | {state} if on else member.effects - {state}
        ch = ch.with_fighter(evolve(member, effects=marks))
    game.challenge = ch


def _discard(game: Table, card: tarot.Card) -> None:
    ch = game.under_way()
    game.challenge = ch.without_card(GM, card)
    game.decks = tarot.discard_all(game.decks, (card,))


def _page(game: Table, target: Fighter) -> str:
    names = _rules(fighters.band_block(game, target.group))
    table = aloft.BY_STATE[aloft.states(target.effects)[0]]
    rule = next((rule for rule in table if rule in names), None)
    return "p. 109" if rule is None else _carrier_page(game, target.group, rule)


def _carrier_page(game: Table, key: str, rule: str) -> str:
    """The page of ``rule``: the band's own entry where the bestiary gives it one (Flight is
    the dragon's, the griffin's and the harpy's), else the rule's."""
    creature = game.pack.bestiary.get(game.under_way().group(key).creature or "")
    if creature is not None and rule in {d.name for d in creature.all_dooms()}:
        return f"p. {creature.page}"
    return next(pages[rule] for pages in aloft.BY_STATE.values() if rule in pages)
