"""Command (p. 118; animal companions, p. 34): the owner orders a companion to carry out a
command it knows. It shares its master's Initiative and acts only when so ordered.

Played in a fight: Sic 'Em (a combatant targeted: the action must beat its Initiative, and the
beast's bite is a Wound, as an Attack), Fetch (an item from its master's pack to hand; any
value will do), and Guard and Heel (``worm.gm.companions``). The other commands are for the
Crawl and the Camp and are refused here."""

from __future__ import annotations

from collections.abc import Iterator

from worm import grammar
from worm.content.animals import COMMAND_NAMES, CommandId
from worm.engine import companions, kit
from worm.engine.actions import cups, facedown, harm, rage, totals
from worm.engine.actions.spec import Offer, Spec, at
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import companions as policy
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter
from worm.model.companion import Companion
from worm.rules import companions as rules

IN_A_FIGHT: tuple[CommandId, ...] = ("sic_em", "fetch", "guard", "heel")
"""The commands the fight plays (policy, p. 118): the rest find nothing to do here."""


def _animal_and_words(game: Table, a: Adventurer, words: list[str]) -> tuple[Companion, list[str]]:
    """The companion named at the start of ``words`` (its name, any case), else the first of
    ``a``'s that obeys; and the words left."""
    owned = game.guild.companions_of(a.id)
    if not owned:
        raise IllegalCommand(
            f"Command orders an animal companion (p. 118), and none follows {a.name}"
        )
    for animal in owned:
        size = len(animal.name.split())
        if [w.lower() for w in words[:size]] == animal.name.lower().split():
            return animal, words[size:]
        if words[:1] == [animal.id]:
            return animal, words[1:]
    return next((c for c in owned if c.obeys), owned[0]), words


def _command_in(words: list[str]) -> tuple[CommandId, list[str]]:
    """The command the first words name ("sic em", "fetch"), and the words after it."""
    for size in (3, 2, 1):
        if len(words) >= size:
            try:
                return rules.command_id(" ".join(words[:size])), words[size:]
            except IllegalCommand:
                continue
    raise IllegalCommand(
        "Command which? " + ", ".join(COMMAND_NAMES[c] for c in IN_A_FIGHT) + " (p. 118)"
    )


def commanded(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    """What a Command orders: an animal of the actor's that obeys (fed, p. 140; not at Death's
    Door), a command it knows (p. 78) that does something in a fight, and what that command
    needs (a foe for Sic 'Em, an item in the pack for Fetch). Returns "ANIMAL:COMMAND[:ITEM]"."""
    # the typed words ("Nipper sic em") or the declared form ("c1:sic_em") the menu offers
    animal, words = _animal_and_words(game, a, (option or "").replace(":", " ").split())
    if not animal.obeys:
        why = "weak with hunger (p. 140)" if not animal.fed else "too hurt to move (p. 78)"
        raise IllegalCommand(f"{animal.name} will not obey: {why}")
    if not words:
        known = ", ".join(COMMAND_NAMES[c] for c in animal.commands) or "nothing yet"
        raise IllegalCommand(f"Command {animal.name} to do what? It knows {known} (p. 78)")
    command, rest = _command_in(words)
    if command not in animal.commands:
        raise IllegalCommand(f"{animal.name} has not been taught {COMMAND_NAMES[command]} (p. 78)")
    if command not in IN_A_FIGHT:
        raise IllegalCommand(
            f"{COMMAND_NAMES[command]} is no use in a fight: Sic 'Em, Fetch, Guard or Heel"
        )
    if command == "sic_em" and (target is None or not _quarry(game, fighter, target)):
        raise IllegalCommand(f"Sic 'Em: name the foe {animal.name} goes for")
    if command == "fetch":
        if not rest:
            raise IllegalCommand(f"Fetch what? name an item in {grammar.possessive(a.name)} pack")
        carried = kit.named(a, game.pack, " ".join(rest))
        found = a.inventory.where(carried.uid)
        if found is None or found[0] != "pack":
            raise IllegalCommand(f"{a.name} has no {' '.join(rest)} in the pack to fetch")
        kit.to_hand(a, carried, game.pack)  # hands with nowhere to stow: "No" now
        return f"{animal.id}:fetch:{carried.item}"
    return f"{animal.id}:{command}"


def _quarry(game: Table, fighter: Fighter, target: Fighter) -> bool:
    """Whom Sic 'Em may set the beast on: a foe, or a guild-mate the berserker's rage counts as
    an enemy (Berserkergang, p. 64)."""
    return target.side == "foes" or rage.may_strike(game.under_way(), fighter, target)


def command(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Command revealed (p. 118): the beast does as it is told, if it still can."""
    animal_id, order, *item = (d.option or "").split(":")
    animal = game.guild.companion(animal_id)
    total = totals.value(game, d, "cups")
    if not animal.obeys:
        totals.act(game, fighter.name, d, total, None, f"{animal.name} does not stir")
        return
    if order == "sic_em":
        _sic_em(game, fighter, d, animal, total)
    elif order == "fetch":
        _fetch(game, fighter, d, animal, item[0])
    elif order == "guard":
        companions.set_companion(game, animal.model_copy(update={"guarding": fighter.key}))
        game.ruling(policy.ENCOUNTER_PAGE, policy.guard(animal, fighter.name))
        totals.act(game, fighter.name, d, total, None, f"{animal.name} stands guard")
    else:
        companions.set_companion(game, animal.model_copy(update={"guarding": None}))
        game.ruling(policy.ENCOUNTER_PAGE, policy.heel(animal))
        totals.act(game, fighter.name, d, total, None, f"{animal.name} comes to heel")


def _sic_em(game: Table, fighter: Fighter, d: Declared, animal: Companion, total: int) -> None:
    """Sic 'Em (p. 118): a combatant targeted, so the value must beat its Initiative; the bite
    is a Wound, as an Attack's. The favor and disfavor of an Attack apply, and a kind suited
    to the command (``Animal.suited``) has favor (p. 34)."""
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0])
    if not target.fighting:
        totals.act(game, fighter.name, d, total, None, f"{animal.name} finds nobody to bite")
        return
    m = totals.mods_for(game, d, fighter, target, harms=True)
    kind = game.pack.animals.get(animal.kind)
    if kind is not None and "sic_em" in kind.suited:
        m = m.with_favor(f"a {kind.name.lower()} is made for it (p. 34)")
    total += m.value
    hit, defence = facedown.defend(game, target, total)
    bite = f"{animal.name} bites" if hit else f"{animal.name} snaps at empty air"
    totals.act(game, fighter.name, d, total, defence, bite, target=target.key, favor=m.value, why=m)
    if hit:
        harm.hurt(game, target.key, 1, by=fighter.key)


def _fetch(game: Table, fighter: Fighter, d: Declared, animal: Companion, item: str) -> None:
    """Fetch (p. 118): the beast brings an item from its master's pack to hand."""
    brought = cups.to_hand(game, fighter, item, f"{animal.name} comes back with nothing")
    if brought is not None:
        totals.act(game, fighter.name, d, None, None, f"{animal.name} fetches {brought}")


def command_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    """Each order the actor's obedient companions know that does something in a fight."""
    for animal in game.guild.companions_of(a.id):
        if not animal.obeys:
            continue
        for order in animal.commands:
            if order == "sic_em":
                for foe in ch.side("foes"):
                    label = f"Command {animal.name}: Sic 'Em on {at(ch, me, foe)}"
                    yield Offer(foe.key, f"{animal.id}:sic_em", label)
                if rage.BERSERK in me.effects:  # an ally who hurt the berserker (p. 64)
                    for mate in rage.enemies(ch, me.key):
                        label = (
                            f"Command {animal.name}: Sic 'Em on {at(ch, me, mate)}: "
                            "an enemy to the rage (p. 64)"
                        )
                        yield Offer(mate.key, f"{animal.id}:sic_em", label)
            elif order == "fetch":
                taken: set[str] = set()
                for carried in a.inventory.slots("pack"):
                    if carried is None or carried.item in taken:
                        continue
                    taken.add(carried.item)
                    name = game.pack.items[carried.item].name
                    label = f"Command {animal.name}: Fetch {name}"
                    yield Offer(None, f"{animal.id}:fetch:{carried.item}", label)
            elif order in IN_A_FIGHT:
                word = COMMAND_NAMES[order]
                yield Offer(None, f"{animal.id}:{order}", f"Command {animal.name}: {word}")
