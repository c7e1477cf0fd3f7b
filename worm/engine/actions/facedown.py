"""Face-down actions (p. 114): laid now, one at a time, to act later — a Dodge raises the
Initiative against a blow, a Riposte answers one, Aid Another lends its value, Aim waits for
the shot, Vigilance for the first foe to come (``resolution.vigilance``)."""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import events as ev
from worm.engine.actions import fighters, harm, heavy_metal, supernatural_grace, totals
from worm.engine.table import Table
from worm.model.challenge import Challenge, Declared, Facedown, Fighter, Group, evolve
from worm.rules import aloft, initiative, nip, weapons
from worm.tarot import Suit


def lay(game: Table, fighter: Fighter, d: Declared, suit: Suit | None, then: str | None) -> None:
    """Lay an adventurer's face-down action, worth its card plus ``suit``'s attribute when
    laid on a turn; ``then`` is the action a Vigilance will take."""
    bonus = 0 if (d.minor or suit is None) else fighters.attribute(game, fighter, suit)
    ward = d.targets[0][0] if d.targets else None
    card = d.card
    assert card is not None, f"{d.action} is laid face down with a card"
    set_facedown(game, fighter.key, Facedown(d.action, card, bonus, ward, then))
    totals.act(game, fighter.name, d, None, None, "laid face down", target=ward)
    if d.extra is not None:
        game.decks = tarot.discard_all(game.decks, (d.extra,))


def set_facedown(game: Table, group_key: str, down: Facedown) -> None:
    """Lay a face-down card for a group: one at a time, the new replacing the old, whose card
    is discarded (p. 114); a graceful vampire's Dodges lie beside it (p. 282)."""
    ch = game.under_way()
    group = ch.group(group_key)
    if supernatural_grace.lay(game, group, down):
        return
    if group.facedown is not None:
        game.decks = tarot.discard_all(game.decks, (group.facedown.card,))
        if group.side == "guild":
            old = group.facedown
            game.log.emit(
                ev.Narration,
                text=f"{grammar.agree(group.name, 'discard', single=True)} the face-down "
                f"{old.action} ({old.card.name}) unplayed: a {down.action} takes its place, "
                "as only one card lies face down at a time (p. 114).",
            )
    game.challenge = ch.with_group(evolve(group, facedown=down))


def polearm_first(game: Table, target: Fighter) -> bool:
    """A face-down Riposte with a polearm in hand strikes before the blow it answers, as an
    interrupt (p. 170). The GM's creatures fight with what nature gave them, never a polearm."""
    down = game.under_way().group(target.group).facedown
    return (
        down is not None
        and down.action == "Riposte"
        and weapons.riposte_interrupts(fighters.weapon_of(game, target))
    )


def aid_bonus(game: Table, who: str) -> tuple[int, str | None]:
    """Spend any Aid Another laid for ``who``: its face value (plus Cups if laid on a turn)."""
    ch = game.under_way()
    for group in ch.groups:
        down = group.facedown
        if down is not None and down.action == "Aid Another" and down.ward == who:
            game.challenge = ch.with_group(evolve(group, facedown=None))
            game.decks = tarot.discard_all(game.decks, (down.card,))
            return down.card.value + down.bonus, group.name
    return 0, None


def defend(
    game: Table,
    target: Fighter,
    value: int,
    *,
    attacker_shield: bool = False,
    flail: bool = False,
    tough: bool | None = None,
) -> tuple[bool, int]:
    """Whether an action of ``value`` gets through ``target``'s defence, after any face-down
    Dodge (p. 117); the target's Initiative is turned face up (p. 112). Returns (hit, defence).
    """
    ch = game.under_way()
    group = ch.group(target.group)
    if not group.shown:
        ch = ch.with_group(evolve(group, shown=True))
        game.challenge = ch
    defence = ch.initiative(target.group)
    if tough is None:
        tough = target.side == "foes" and fighters.block(game, target.group).tough
    shield = fighters.shielded(game, target)
    dodge = _dodger(ch, target)
    down = None
    if dodge is not None and dodge.dodges:  # Supernatural Grace: it picks one (p. 282)
        base = defence

        def turns(worth: int) -> bool:
            return not initiative.beats(
                value, base + worth, shield=shield, flail=flail, tough=tough
            )

        down = supernatural_grace.spend(game, dodge, turns)
    elif dodge is not None:
        down = dodge.facedown
        assert down is not None, "a Dodge is laid face down"
        game.challenge = game.under_way().with_group(evolve(dodge, facedown=None))
        game.decks = tarot.discard_all(game.decks, (down.card,))
    if dodge is not None and down is not None:
        raised = defence + down.card.value + down.bonus
        game.log.emit(
            ev.Action,
            who=dodge.name,
            action="Dodge",
            card=down.card,
            value=down.card.value + down.bonus,
            minor=False,
            target=target.name,
            vs=value,
            result=f"Initiative {defence} → {raised}",
        )
        defence = raised
    braced = heavy_metal.braced(game, target)
    if braced:
        game.ruling(
            "p. 70", f"{target.name} is braced in iron: Initiative {defence} → {defence + braced}"
        )
        defence += braced
    hit = initiative.beats(value, defence, shield=shield, flail=flail, tough=tough)
    return hit, defence


def standing(ch: Challenge, target: Fighter) -> int:
    """The defence an action against ``target`` would meet now: its Initiative raised by any
    face-down Dodge that guards it (p. 117), as ``defend`` reckons it, nothing revealed."""
    defence = ch.initiative(target.group)
    dodge = _dodger(ch, target)
    if dodge is not None and dodge.dodges:  # the most its Supernatural Grace could add
        return defence + supernatural_grace.best(dodge)
    down = None if dodge is None else dodge.facedown
    return defence if down is None else defence + down.card.value + down.bonus


def _dodger(ch: Challenge, target: Fighter) -> Group | None:
    """The group whose face-down Dodge guards ``target``: its own, or a guild-mate's laid for
    it (a Dodge protects anyone in its owner's zone, p. 114)."""
    own = ch.group(target.group)
    if own.dodges:
        return own
    if (
        own.facedown is not None
        and own.facedown.action == "Dodge"
        and own.facedown.ward in (None, target.key)
    ):
        return own
    if target.side != "guild":
        return None
    for group in ch.groups:
        down = group.facedown
        if (
            down is not None
            and down.action == "Dodge"
            and down.ward == target.key
            and ch.fighter(group.key).zone == target.zone
        ):
            return group
    return None


def riposte(game: Table, target: Fighter, attacker: Fighter, value: int) -> None:
    """A face-down Riposte answers an Attack or Roughhouse (p. 116): beat the attacker's value
    and deal a Wound (a blade: 2, p. 170)."""
    ch = game.under_way()
    group = ch.group(target.group)
    down = group.facedown
    if down is None or down.action != "Riposte" or not target.fighting:
        return
    game.challenge = ch.with_group(evolve(group, facedown=None))
    game.decks = tarot.discard_all(game.decks, (down.card,))
    total = down.card.value + down.bonus
    hit = initiative.beats(total, value, shield=fighters.shielded(game, attacker))
    game.log.emit(
        ev.Action,
        who=target.name,
        action="Riposte",
        card=down.card,
        value=total,
        minor=False,
        target=attacker.name,
        vs=value,
        result="hit" if hit else "miss",
    )
    if not hit:
        return
    if attacker.side == "foes" and aloft.GHOST in attacker.effects:  # Shadow Form (p. 284)
        game.ruling("p. 284", f"the riposte passes through {attacker.name}, still intangible")
        return
    count = weapons.riposte_wounds(fighters.weapon_of(game, target))
    lesser = (
        [x.name for x in fighters.block(game, target.group).lesser] if target.side == "foes" else []
    )
    if nip.nips(lesser):
        count = nip.riposte_wounds(lesser, count)
        game.ruling(
            f"p. {nip.PAGE}", f"Nip: {grammar.possessive(target.name)} Riposte deals {count} Wounds"
        )
    if attacker.side == "guild":
        for _ in range(count):
            harm.wound_adventurer(
                game, attacker.key, cause=f"{grammar.possessive(target.name)} riposte"
            )
    else:
        harm.harm_foe(game, attacker.key, count, by=target.key, melee=True)


def moved(game: Table, key: str) -> None:
    """A face-down Dodge or Riposte laid for an ally is lost when its owner walks away
    (p. 114)."""
    ch = game.under_way()
    group = ch.group(key)
    down = group.facedown
    if down is not None and down.ward not in (None, key) and down.action in ("Dodge", "Riposte"):
        game.challenge = ch.with_group(evolve(group, facedown=None))
        game.decks = tarot.discard_all(game.decks, (down.card,))
