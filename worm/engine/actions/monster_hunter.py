"""Monster Hunter played (p. 70): the hunter names a kind of creature — the specialization,
whose theme sets the hated foe (policy ``worm.gm.hunters``) — as a City Action, and Attacks it
with favor in a Challenge. Each Attack the favor helps is a use of the talent (p. 33)."""

from __future__ import annotations

from worm.engine import hunter_motif, training
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import creation, specializations
from worm.gm import hunters as policy
from worm.model.adventurer import Adventurer
from worm.model.challenge import Fighter
from worm.rules import fate
from worm.rules import monster_hunter as rules


def kind_named(game: Table, words: str | None) -> str:
    """The monster id ``words`` names: its id or its name, in any case; else the kith or far
    realm it names (p. 70: a Man Hunter may specialize in a kith, a Spirit Hunter in a realm's
    spirits; ``worm.gm.specializations``)."""
    wanted = (words or "").strip().lower()
    if not wanted:
        raise IllegalCommand(
            "name the kind of creature hunted, e.g. 'act WHO quarry zombie' (a Man Hunter may "
            "name a kith, 'orcs'; a Spirit Hunter a far realm, 'the Weald')"
        )
    for monster in game.pack.monsters.values():
        if wanted in (monster.id, monster.name.lower(), monster.id.replace("_", " ")):
            return monster.id
    group = specializations.named(game.pack, wanted)
    if group is not None:
        return group
    raise IllegalCommand(f"no creature called {words!r} is known (Monster Hunter, p. 70)")


def choose(game: Table, a: Adventurer, words: str | None, hated: str | None = None) -> str:
    """``a`` names the kind they hunt and, where it counts for more than one, the hated foe
    they hunt it as (``hated``, e.g. "beast"; none: the first, policy ``worm.gm.hunters.foes``)
    (p. 70); returns how the choice reads. Naming it is no use of the talent, so it costs no
    XP."""
    if a.talent(rules.TALENT) is None:
        raise IllegalCommand(f"{a.name} does not know Monster Hunter (p. {rules.PAGE})")
    kind = kind_named(game, words)
    name = specializations.label(game.pack, kind)
    open_ = policy.foes(game.pack, kind)
    foe = open_[0] if not hated else policy.foe_named(hated, open_)
    if foe is None:
        raise IllegalCommand(f"{name} count for {' and '.join(open_)}, not {hated!r} (p. 70)")
    if kind == a.quarry and foe == hunter_motif.motif(game.pack, a):
        raise IllegalCommand(f"{a.name} hunts {name} already (p. 70)")
    game.set_adventurer(a.model_copy(update={"quarry": kind, "hated": foe}))
    others = [f for f in open_ if f != foe]
    also = f" (they would count for {' and '.join(others)} too)" if others else ""
    return f"{foe}, sworn against {name}{also}"


def sworn(game: Table, who: str) -> None:
    """``who`` has just begun training Monster Hunter: the foe and specialization are chosen
    now (p. 70), by the GM from their motifs (policy ``worm.gm.creation.sworn``) where they
    have none yet; the player may change them as a City Action."""
    a = game.guild.adventurer(who)
    now = creation.sworn(game.pack, a)
    if now.quarry is None or now.quarry == a.quarry:
        return
    game.set_adventurer(now)
    kind = specializations.label(game.pack, now.quarry)
    game.ruling("p. 70", f"{a.name} takes up the hunt: {now.hated}, sworn against {kind}")


def favor(game: Table, actor: Fighter, target: Fighter, m: fate.Modifiers) -> fate.Modifiers:
    """An adventurer's Attack on a foe of their specialization has favor (p. 70); the use is
    paid for (1 XP in training), and a hunter who cannot pay gets none. A kith or far realm
    specialization takes in every creature of it (p. 70; ``worm.gm.specializations``)."""
    if actor.side != "guild" or target.side == "guild":
        return m
    a = game.guild.adventurer(actor.key)
    if a.quarry is None or not training.usable(a, rules.TALENT):
        return m
    creature = fighters.block(game, target.group).id
    monsters = game.pack.monsters
    quarry_base = monsters[a.quarry].base if a.quarry in monsters else None
    kind_base = monsters[creature].base if creature in monsters else creature  # a book entry
    group = specializations.covers(game.pack, a.quarry, creature)
    if not group and not rules.hunts(a.quarry, quarry_base, creature, kind_base):
        return m
    training.use(game, a.id, rules.TALENT)
    name = specializations.label(game.pack, a.quarry)
    return m.with_favor(f"Monster Hunter against {name}, p. 70")
