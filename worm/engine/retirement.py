"""Growth and loss in the City (pp. 38–39): an adventurer retires, leaving gifts for the next
one; a new adventurer joins the running guild, made by the quick Call to Adventure."""

from __future__ import annotations

from worm import grammar
from worm.engine import city, leaving, xp
from worm.engine import commands as cmd
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import creation
from worm.gm import retirement as policy
from worm.model.adventurer import Adventurer, Bond
from worm.rules import retirement as rules
from worm.rules import wound_order
from worm.tarot import Suit

NAME_DRAWS = 12  # a newcomer's name is drawn again while a guild-mate answers to it


def retire(game: Table, command: cmd.Retire) -> None:
    """``who`` retires to live in the City (p. 38): they leave the roster, and the next
    adventurer to join gains one gift (a mastered talent or an arête mark) per 10 XP they had."""
    city.current(game)
    a = game.guild.adventurer(command.who)
    if a.conditions.dead:
        raise IllegalCommand(f"{a.name} is dead: the dead do not retire")
    if [m.id for m in city.living(game)] == [a.id]:
        raise IllegalCommand(f"{a.name} is the whole guild: 'recruit' a successor first (p. 39)")
    given = struck_off(game, a.id)
    game.ruling(
        "p. 38",
        f"{a.name} retires to the City with {a.xp} XP: "
        f"{grammar.counted(given, 'gift')} for the next adventurer",
    )


def struck_off(game: Table, who: str) -> int:
    """``who`` leaves the roster to live in the City (p. 38); returns the gifts they leave
    the next adventurer to join, one per 10 XP."""
    a = leaving.leave(game, who)
    given = rules.gifts(a)
    guild = game.guild
    game.guild = guild.model_copy(
        update={"gifts": guild.gifts + given, "retired": (*guild.retired, a.name)}
    )
    return given


def recruit(game: Table, command: cmd.Recruit) -> None:
    """A new adventurer joins the guild in the City (p. 39): quick creation on a path, Bonds
    with two guild-mates, the retirees' gifts, the XP a funeral kept (p. 158), and 3 XP for
    joining the guild's quest."""
    city.current(game)
    path = command.path or policy.newcomer_path(game.guild)
    newcomer = _newcomer(game, path)
    guild = game.guild
    kinds = creation.BOND_KINDS
    generator = game.streams.get("recruits")
    mates = city.living(game)[:2]
    bonds = tuple(Bond(target=m.id, kind=kinds[int(generator.integers(len(kinds)))]) for m in mates)
    order = wound_order.asks_for(guild)  # a player's guild asks for its newcomer too (p. 124)
    newcomer = newcomer.model_copy(update={"bonds": bonds, "wound_order": order})
    gifts = []
    for _ in range(guild.gifts):
        newcomer, what = policy.gift(newcomer, game.pack)
        gifts.append(what)
    game.guild = guild.model_copy(
        update={
            "adventurers": (*guild.adventurers, newcomer),
            "marching_order": (*guild.marching_order, newcomer.id),
            "gifts": 0,
            "bequest": 0,
        }
    )
    unreplaced = [
        a.id for a in guild.adventurers if a.conditions.dead and a.id not in game.replaced
    ]
    if unreplaced:  # the newcomer takes a dead one's place: no other comes at Camp (p. 126)
        game.replaced = (*game.replaced, unreplaced[0])
        heirs = (*game.guild.heirs, (unreplaced[0], newcomer.id))  # a funeral's XP (p. 158)
        game.guild = game.guild.model_copy(update={"heirs": heirs})
    kin = game.pack.kins[newcomer.kin].name
    game.ruling(
        "p. 39", f"{newcomer.name}, {kin} of the {grammar.attribute(path)} path, joins the guild"
    )
    if gifts:
        game.ruling("p. 38", f"{newcomer.name} takes the retirees' gifts: {', '.join(gifts)}")
    if guild.bequest:  # what a funeral kept of the dead one's XP (Hold a Funeral, p. 158)
        xp.gain(game, newcomer.id, guild.bequest, "kept by a funeral for the next recruit, p. 158")
    if guild.quest is not None:
        xp.gain(game, newcomer.id, rules.XP_JOINING, "joined the guild's quest, p. 39")


def _newcomer(game: Table, path: Suit) -> Adventurer:
    """A sheet by the quick Call to Adventure (p. 20) whose id and first name are the guild's
    only ones."""
    city_state = city.current(game)
    gone = (*game.fallen, *game.replaced, *(w for w, _ in city_state.upkeep))
    index = int(game.guild.next_id(*gone)[1:])
    taken = {a.name.split()[0].lower() for a in game.guild.adventurers}
    generator = game.streams.get("recruits")
    for _ in range(NAME_DRAWS):
        made = creation.quick_adventurer(generator, game.pack, path, index)
        if made.name.split()[0].lower() not in taken:
            return made
    return made
