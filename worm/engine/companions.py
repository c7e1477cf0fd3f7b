"""Animal companions (pp. 34, 78, 140–141): fed at supper, mended in recovery, taught a
command by a Beast Master (Use a Talent, p. 139), and wounded in a fight (a Guard takes the
blow meant for its master; the Command action itself is ``worm.engine.actions.command``)."""

from __future__ import annotations

from worm import grammar
from worm.content.animals import COMMAND_NAMES, COMMANDS
from worm.engine import campsite, jarl, kit, porters
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import companions as policy
from worm.model.adventurer import Adventurer
from worm.model.companion import Companion
from worm.rules import companions as rules

FEED = "animal_feed"


def set_companion(game: Table, companion: Companion) -> None:
    game.guild = game.guild.with_companion(companion)


def feed(game: Table) -> None:
    """Break bread for the animals (p. 140): each living companion eats one animal feed the
    guild carries; one that gets none goes hungry (``worm.gm.companions.go_hungry``)."""
    for companion in game.guild.companions:
        if companion.dead or companion.goblins:  # a horde finds its own food (p. 65)
            continue
        holder = next((a for a in game.guild.in_marching_order() if kit.count(a, FEED) > 0), None)
        if holder is not None:
            holder, _ = kit.lose(holder, FEED, 1)
            game.set_adventurer(holder)
            game.log.emit(
                ev.Item,
                who=holder.name,
                item="Animal Feed",
                change="used",
                count=1,
                cause=f"{grammar.possessive(companion.name)} supper",
            )
            set_companion(game, companion.model_copy(update={"fed": True, "hungry": 0}))
            continue
        left, why = policy.go_hungry(companion)
        game.ruling(policy.HUNGER_PAGE, why)
        if left is None:
            kept = tuple(c for c in game.guild.companions if c.id != companion.id)
            game.guild = game.guild.model_copy(update={"companions": kept})
        else:
            set_companion(game, left)


def mend(game: Table) -> None:
    """The morning (p. 141, p. 34): a companion fed tonight loses Staggered."""
    for companion in game.guild.companions:
        if companion.fed and companion.staggered and not companion.dead:
            set_companion(game, companion.model_copy(update={"staggered": False}))
            game.log.emit(
                ev.Condition, who=companion.name, change="Staggered clears", cause="fed, p. 34"
            )


def wants_mending(game: Table, a: Adventurer) -> tuple[Companion, ...]:
    """``a``'s companions a charged Bond could mend tonight: Injured or at Death's Door."""
    return tuple(c for c in game.guild.companions_of(a.id) if c.injured or c.deaths_door)


def to_mend(game: Table, a: Adventurer, animal: str) -> Companion:
    """The companion ``a`` would burn a charged Bond for (p. 141), or a refusal: it must be
    theirs and Injured (or, a familiar, at Death's Door)."""
    companion = game.guild.companion(animal)
    if companion.owner != a.id:
        owner = game.guild.adventurer(companion.owner).name
        raise IllegalCommand(f"{companion.name} follows {owner}: only they burn a Bond for it")
    if not (companion.injured or companion.deaths_door):
        raise IllegalCommand(f"{companion.name} is not Injured: nothing a Bond could mend (p. 141)")
    return companion


def mend_with_bond(game: Table, companion: Companion) -> None:
    """What a Bond burned for a companion mends (p. 141): its Injured clears; a familiar at
    Death's Door comes back, still Injured (``worm.gm.companions.death_door_mend``)."""
    if companion.deaths_door:
        game.ruling("p. 78", policy.death_door_mend(companion))
        mended = companion.model_copy(update={"deaths_door": False, "injured": True})
        change = "back from Death's Door"
    else:
        mended = companion.model_copy(update={"injured": False})
        change = "Injured clears"
    set_companion(game, mended)
    game.log.emit(ev.Condition, who=companion.name, change=change, cause="a Bond burned, p. 141")


def train(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Beast Master's Camp use (p. 78): teach one companion one command; one already full
    forgets a command to make room. Unnamed, the first companion learns the first command it
    lacks, in the book's order."""
    owned = game.guild.companions_of(a.id)
    if not owned:
        raise IllegalCommand(f"{a.name} has no animal companion to train (p. 78)")
    companion = game.guild.companion(command.animal) if command.animal else owned[0]
    if companion.owner != a.id or companion.dead:
        raise IllegalCommand(
            f"{companion.name} is not {grammar.possessive(a.name)} to train (p. 78)"
        )
    most = rules.limit(companion, a)
    if command.command is not None:
        taught = rules.command_id(command.command)
    else:
        lacking = [c for c in COMMANDS if c not in companion.commands]
        taught = lacking[0]
    forget = rules.command_id(command.forget) if command.forget else None
    learned = rules.teach(companion, taught, most, forget)
    set_companion(game, learned)
    dropped = f", forgetting {COMMAND_NAMES[forget]}" if forget else ""
    campsite.record(
        game,
        a.id,
        "use_a_talent",
        f"teaches {companion.name} {COMMAND_NAMES[taught]}{dropped} "
        f"({len(learned.commands)} of {most} commands)",
    )


def take_wound(game: Table, companion: Companion, *, cause: str = "") -> None:
    """One Wound on a companion (p. 34): Staggered, Injured, then dead; a familiar's owner
    spends 1 Resolve to leave it at Death's Door instead (p. 78;
    ``worm.gm.companions.spare_familiar``)."""
    if companion.goblins:  # a goblin horde loses one of its own instead (Jarl, p. 65)
        hurt, taken = jarl.wounded(companion)
        set_companion(game, porters.shed(game, hurt))  # what the fallen carried is lost
        game.log.emit(ev.Wound, who=companion.name, taken_as=taken, cause=cause)
        return
    hurt, taken = rules.wound(companion)
    owner = game.guild.adventurer(companion.owner)
    if taken == "death" and policy.spare_familiar(companion, owner.resolve):
        hurt, taken = rules.spare(companion), "Death's Door"
        game.set_adventurer(owner.model_copy(update={"resolve": owner.resolve - 1}))
        game.ruling("p. 78", f"{owner.name} spends 1 Resolve: {companion.name} lives, barely")
    set_companion(game, hurt)
    game.log.emit(ev.Wound, who=companion.name, taken_as=taken, cause=cause)


def guard_wound(game: Table, key: str, cause: str) -> bool:
    """A Wound meant for adventurer ``key`` while a companion Guards them (policy, p. 118):
    the beast takes it instead. Returns whether it did."""
    animal = next((c for c in game.guild.companions if c.guarding == key and c.obeys), None)
    if animal is None:
        return False
    game.ruling(policy.ENCOUNTER_PAGE, f"{animal.name} takes the blow meant for its ward")
    set_companion(game, animal.model_copy(update={"guarding": None}))
    take_wound(game, game.guild.companion(animal.id), cause=cause)
    return True
