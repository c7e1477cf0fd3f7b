"""The orcs' blood (p. 64): four kin talents that work when a Wound falls on them in a fight.

- *Quicksilver Blood* (Earthblooded): the metal weapon that Wounded it is Destroyed — the foe
  fights Disarmed for the rest of the Challenge (p. 116), and no Recover ends it (there is no
  weapon left to take up). Outside a Challenge, ``worm.engine.orc_blood``.
- *Poison Blood* (Seablooded): whatever bit it suffers Critical damage (p. 125), unless it
  cannot be poisoned (``worm.rules.poison``: the fungoid, the gluttony devil, the undead).
  Outside a Challenge, ``worm.engine.orc_blood``.
- *Blur* (Stormblooded): Shrouded (p. 13) for one action, or for as long as they do nothing.
- *Berserkergang* (Fireblooded): they may go berserk — every Attack has favor, and they
  cannot Avoid, Dodge, Speak Incantation, Banter or Aid Another till every enemy on the field
  is defeated, an ally who attacked or hurt them among those (``worm.engine.actions.rage``),
  unless they spend 1 Resolve to end it early (``calm``). The rage is the Challenge's: its
  bars and its favor hold "during a Challenge", and outside one there is no field of enemies
  to defeat, so a Wound in the Crawl asks nothing (policy).

Which blows bite and which weapons are metal are the GM's policies (``worm.gm.talents``);
whether to go berserk is the player's, asked as the Wound lands (``worm.engine.elections``).
A kin talent is always mastered (p. 28), so none costs XP."""

from __future__ import annotations

from worm import grammar
from worm.engine import elections
from worm.engine import events as ev
from worm.engine.actions import fighters, harm, rage
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import talents as talent_policy
from worm.model.adventurer import Adventurer
from worm.model.challenge import evolve
from worm.rules import poison

BLURRED = "blurred"  # the Shroud came from Blur: it thins after one action (p. 64)
BERSERK = rage.BERSERK  # a fighter in a berserker rage (p. 64)
BARRED = ("Avoid", "Dodge", "Speak Incantation", "Banter", "Aid Another")
"""What a berserker cannot do (p. 64)."""


def struck(game: Table, key: str, by: str, before: Adventurer, *, doom: str | None) -> None:
    """After ``by``'s blow on the adventurer ``key`` (``before`` it landed): a blood talent
    the Wound fell on works (p. 64). ``doom``: the name of the doom the blow came with."""
    ch = game.challenge
    if ch is None:
        return
    a = game.guild.adventurer(key)
    fresh = set(a.conditions.wounded_talents) - set(before.conditions.wounded_talents)
    if not fresh or a.conditions.dead:
        return
    foe = ch.fighter(by)
    stats = fighters.block(game, foe.group)
    if "quicksilver_blood" in fresh and foe.fighting and talent_policy.metal(stats.theme):
        harm.afflict(game, by, "disarm")
        if "disarm" in game.under_way().fighter(by).effects:
            _mark(game, by, {fighters.WEAPON_GONE})  # no Recover brings it back
        game.ruling(
            "p. 64",
            f"{grammar.possessive(foe.name)} weapon eats itself away in "
            f"{grammar.possessive(a.name)} quicksilver blood: Destroyed (Quicksilver Blood)",
        )
    proof = poison.proof(n.name for n in stats.notes)
    if "poison_blood" in fresh and foe.fighting and talent_policy.bites(stats.theme, doom):
        if proof is not None:  # it cannot be poisoned (pp. 249, 258, 263)
            game.ruling(
                f"p. {poison.PROOF[proof]}",
                f"{foe.name} bit into {grammar.possessive(a.name)} black blood, and the venom "
                f"does nothing to it ({proof})",
            )
        else:
            _poisoned(game, foe.name, a.name, by, key)
    if "blur" in fresh and game.challenge is not None and a.active:
        _mark(game, key, {"shroud", BLURRED})
        game.ruling(
            "p. 64",
            f"{grammar.possessive(a.name)} blood steams into a fog: Shrouded for one action, "
            "or while they keep still (Blur)",
        )
    if "berserkergang" in fresh and game.challenge is not None and a.active:
        cause = f"{foe.name}'s blow Wounds {grammar.possessive(a.name)} Berserkergang"
        if elections.now(game, a, "berserkergang", cause=cause):
            _mark(game, key, {BERSERK})
            game.ruling(
                "p. 64",
                f"{grammar.possessive(a.name)} blood boils: berserk, every Attack with favor, "
                "no Avoid, Dodge, incantation, Banter or aid (Berserkergang)",
            )


def _poisoned(game: Table, foe: str, bitten: str, by: str, key: str) -> None:
    """Poison Blood (p. 64): the biter ``by`` takes Critical damage."""
    game.ruling(
        "p. 64",
        f"{foe} bit into {grammar.possessive(bitten)} black blood: Critical damage (Poison Blood)",
    )
    harm.harm_foe(game, by, 1, critical=True, by=key)


def calm(game: Table, key: str) -> None:
    """The berserker ``key`` spends 1 Resolve and the rage ends early (p. 64); no card, no
    time spent."""
    ch = game.under_way()
    me = ch.fighter(key)
    if BERSERK not in me.effects:
        raise IllegalCommand(f"{me.name} is not berserk (Berserkergang, p. 64)")
    a = game.guild.adventurer(key)
    if a.resolve < 1:
        raise IllegalCommand(f"{a.name} has no Resolve left to end the rage (p. 64)")
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
    game.log.emit(
        ev.Condition, who=a.name, change=f"Resolve {a.resolve - 1}", cause="ending the rage"
    )
    game.challenge = ch.with_fighter(evolve(me, effects=me.effects - {BERSERK}))
    game.ruling("p. 64", f"{a.name} masters the rage for 1 Resolve: no longer berserk")


def _mark(game: Table, key: str, marks: set[str]) -> None:
    ch = game.under_way()
    me = ch.fighter(key)
    game.challenge = ch.with_fighter(evolve(me, effects=me.effects | marks))


def acted(game: Table, key: str) -> None:
    """After an action of ``key``'s resolves: Blur's fog thins (p. 64)."""
    ch = game.challenge
    if ch is None:
        return
    me = ch.fighter(key)
    if BLURRED not in me.effects:
        return
    game.challenge = ch.with_fighter(evolve(me, effects=me.effects - {BLURRED, "shroud"}))
    game.log.emit(ev.Narration, text=f"The fog about {me.name} thins: no longer Shrouded.")


def refuse(fighter_effects: frozenset[str], action: str) -> None:
    """A berserker cannot take the actions ``BARRED`` (p. 64)."""
    if BERSERK in fighter_effects and action in BARRED:
        raise IllegalCommand(f"berserk, you cannot {action} (Berserkergang, p. 64)")


def favor(fighter_effects: frozenset[str], action: str) -> str | None:
    """A berserker's Attacks have favor (p. 64): the reason, or None."""
    if BERSERK in fighter_effects and action == "Attack":
        return "a berserker's rage, p. 64"
    return None
