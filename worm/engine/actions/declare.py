"""Declaring an adventurer's Challenge Action (pp. 113–120): the book's checks, read from the
action's spec in ``catalogue``, and the action laid down to be revealed.

On its owner's turn (or with the Fool) an action's value is the card's face value plus the
attribute of its suit; as a minor action, face value only, and the card must be of the action's
suit (pp. 113, 115). ``check`` changes nothing, so ``worm.engine.options`` asks it which plays a
card has."""

from __future__ import annotations

from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import training
from worm.engine.actions import (
    aloft,
    blood,
    catalogue,
    counsel,
    counter_spell,
    dirty,
    doom_eye,
    fighters,
    heavy_metal,
    holds,
    miscellaneous,
    rage,
    reaver,
    swords,
)
from worm.engine.actions.spec import Spec
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Declared, Fighter
from worm.rules import effects
from worm.tarot import Card


def declare(
    game: Table, fighter: Fighter, card: Card, command: cmd.Play, *, minor: bool, fool: bool = False
) -> Declared:
    """Check an adventurer's action can be played now, and lay it down (pp. 113–120)."""
    declared = check(game, fighter, card, command, minor=minor, fool=fool)
    a = fighters.adventurer(game, fighter.key)
    for talent in talents_used(game, declared, a, card):
        training.use(game, a.id, talent)
    if command.resolve:
        a = fighters.adventurer(game, fighter.key)
        game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
        game.log.emit(
            ev.Condition,
            who=a.name,
            change=f"Resolve {a.resolve - 1}",
            cause=f"spent on {command.action}",
        )
    return declared


def check(
    game: Table, fighter: Fighter, card: Card, command: cmd.Play, *, minor: bool, fool: bool = False
) -> Declared:
    """What ``declare`` would lay down, or the book's "No"; nothing in the game changes (the
    Resolve a ``command.resolve`` asks for is only looked at)."""
    spec = catalogue.spec(command.action)
    a = fighters.adventurer(game, fighter.key)
    suit = carried(spec, command.option).suit if spec.carries else spec.suit
    if minor and suit is not None and card.suit != suit:
        talent = _by_talent(game, spec, a, card)
        if talent is None:
            raise IllegalCommand(
                f"a minor {spec.name} needs a card of {suit.title()} (p. 115); "
                f"{card.name} will not do"
            )
        training.ready(a, talent)
    refusal = effects.refusal(game.pack.effects, fighters.suffered(game, fighter), spec.name)
    if refusal:
        raise IllegalCommand(refusal)
    advised = counsel.refusal(game.under_way(), fighter.key, card, spec.name)
    if advised:
        raise IllegalCommand(advised)
    blood.refuse(fighter.effects, spec.name)  # a berserker's rage (p. 64)
    if fighter.key in game.under_way().gulped and (
        spec.name != "Test Fate" or command.option != holds.ESCAPE
    ):
        raise IllegalCommand(
            f"{a.name} is swallowed: only a test of Swords to get out reaches past the "
            f"devil's gullet (p. 258): test fate {holds.ESCAPE}"
        )
    if command.resolve and a.resolve < 1:
        raise IllegalCommand(f"{a.name} has no Resolve left to spend (p. 32)")
    target = fighters.find_target(game.under_way(), command.target)
    targets: tuple[tuple[str, int], ...] = ()
    if spec.target != "none":
        target = _check_target(game, spec, fighter, target, command.option)
        if target is not None:
            targets = ((target.key, 1),)
    option = command.option
    if spec.option is not None:
        option = spec.option(game, fighter, a, option, target)
    if spec.name == "Attack" and option == doom_eye.OPTION:
        doom_eye.check(game, fighter, a, card, minor=minor)
    if command.part is not None:
        if spec.name != "Attack" or target is None:
            raise IllegalCommand(f"only an Attack is aimed at a part, not a {spec.name}")
        swords.aimed(game, fighter, target, command.part, option)
    return Declared(
        fighter.key,
        "guild",
        spec.name,
        card,
        minor=minor,
        targets=targets,
        option=option,
        extra=tarot.FOOL if fool else None,
        fool=fool,
        resolve=command.resolve,
        spare=command.spare,
        part=command.part,
    )


def carried(spec: Spec, option: str | None) -> Spec:
    """The action one that ``carries`` another (Vigilance, p. 120) will take: an Attack
    unless another is named, and only one a sprung Vigilance carries out
    (``miscellaneous.VIGILANT``: Attack or Roughhouse, as the menu offers)."""
    then = catalogue.named(option) if option else catalogue.spec("Attack")
    if then is None or then.name not in miscellaneous.VIGILANT:
        named = "nothing" if then is None else then.name
        raise IllegalCommand(
            f"a sprung {spec.name} attacks or roughhouses the first foe to come "
            f"({spec.page}), not {named}"
        )
    return then


def _by_talent(game: Table, spec: Spec, a: Adventurer, card: Card) -> str | None:
    """A talent that lets another suit make the action (rules digest §25): Gramarye lets Wands
    Attack, Fight Dirty lets Swords Roughhouse, Two-handed Focus lets Pentacles Attack with a
    melee weapon held in both hands (p. 71). A usable one first (p. 33), so an adventurer
    who knows two is not refused for the one in training they cannot pay for."""
    known = [
        talent
        for talent, suit in spec.talents
        if card.suit == suit
        and a.usable(talent) is not None
        and (talent != TWO_HANDED or two_handed(game, a))
    ]
    return next((t for t in known if training.usable(a, t)), known[0] if known else None)


TWO_HANDED = "two_handed_focus"


def two_handed(game: Table, a: Adventurer) -> bool:
    """Whether ``a`` holds a melee weapon in both hands (Two-handed Focus, p. 71). Policy: the
    weapon is one the talent names and nothing else is in hand — every melee weapon but the
    dagger can be taken in both hands (p. 170), and a free hand is one on the haft."""
    held = {c.uid: c.item for c in a.inventory.hands if c is not None}
    talent = game.pack.talents.get(TWO_HANDED)
    weapons = talent.requires_any_item if talent is not None else ()
    return len(held) == 1 and next(iter(held.values())) in weapons


def talents_used(game: Table, declared: Declared, a: Adventurer, card: Card) -> list[str]:
    """The talents laying ``declared`` down uses (p. 33): the one that let an off-suit card make
    a minor action, the spell's talent of a Speak Incantation (p. 199), Doom Eye's perfect
    shot (p. 70), Fight Dirty's Exhaust, Notch or Silence (p. 74)."""
    spec = catalogue.spec(declared.action)
    used: list[str] = []
    suit = carried(spec, declared.option).suit if spec.carries else spec.suit
    if declared.minor and suit is not None and card.suit != suit:
        talent = _by_talent(game, spec, a, card)
        if talent is not None:
            used.append(talent)
    spell = (
        game.pack.spells.get(declared.option or "") if spec.name == "Speak Incantation" else None
    )
    if spell is not None:
        used.append(spell.talent)
    if spec.name == "Attack" and declared.option == doom_eye.OPTION:
        used.append(doom_eye.TALENT)
    if spec.name == "Attack" and declared.option == reaver.OPTION:
        used.append(reaver.TALENT)
    if spec.name == "Roughhouse" and declared.option in dirty.MANOEUVRES:
        used.append(dirty.TALENT)
    if spec.name == heavy_metal.ACTION:
        used.append(heavy_metal.TALENT)
    if spec.name == counter_spell.ACTION:
        used.append(counter_spell.TALENT)
    return used


def _check_target(
    game: Table, spec: Spec, fighter: Fighter, target: Fighter | None, option: str | None
) -> Fighter | None:
    """The target as the action's rule and reach allow it, or None where it needs none."""
    if spec.refused is not None:
        raise IllegalCommand(spec.refused)
    if target is None and spec.untargeted_ok:
        return None
    if target is None:
        raise IllegalCommand(f"{spec.name} needs a target: name one")
    if spec.revives and target.side == "guild" and target.out == "down":
        return target  # a poultice for the dying
    if not target.fighting:
        raise IllegalCommand(f"{target.name} is out of the fight")
    _check_side(spec, fighter, target, rage.may_strike(game.under_way(), fighter, target))
    _check_reach(game, spec, fighter, target)
    aloft.refuse(game, fighter, target, spec.name, option or "")
    if spec.ready is not None:
        spec.ready(game, fighter, target, option)
    return target


def _check_side(spec: Spec, fighter: Fighter, target: Fighter, enemy: bool) -> None:
    """``enemy``: the guild-mate ``target`` counts as an enemy of ``fighter``'s rage, whom an
    Attack, a Roughhouse or an Aim may be aimed at (Berserkergang, p. 64; ``rage.STRIKES``)."""
    if spec.target in ("ally", "mate") and target.side != "guild":
        raise IllegalCommand(f"{spec.name} is for a guild-mate in your zone, not {target.name}")
    if spec.target == "mate" and target.key == fighter.key:
        raise IllegalCommand(f"{spec.name} helps someone else ({spec.page})")
    if (
        spec.target == "foe"
        and target.side == "guild"
        and not (spec.name in rage.STRIKES and enemy)
    ):
        raise IllegalCommand(f"{target.name} is on your side")


def _check_reach(game: Table, spec: Spec, fighter: Fighter, target: Fighter) -> None:
    if spec.reach == "zone" and target.zone != fighter.zone:
        if spec.target == "foe":
            raise IllegalCommand(f"{target.name} is not in your zone: close in first")
        raise IllegalCommand(f"{target.name} is not in your zone (p. 114)")
    if spec.reach == "near" and not fighters.near(game.under_way(), fighter.zone, target.zone):
        raise IllegalCommand(f"{target.name} is too far off: in your zone or the next")
