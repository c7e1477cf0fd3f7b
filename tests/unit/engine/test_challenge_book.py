"""The book's worked numbers (pp. 121, 127–133), played through the Challenge engine."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import (
    accounted,
    clear_hands,
    fight,
    give,
    goblins,  # noqa: F401 (fixture)
    set_initiative,
    set_parts,
)
from worm import tarot
from worm.engine import antagonists, challenge
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.model.challenge import GM, Declared, Group
from worm.rules import initiative

KINGS = ("King of Cups", "King of Wands", "King of Swords", "King of Pentacles")


def plain(game) -> None:  # type: ignore[no-untyped-def]
    """No scenery: the tests set every favor themselves."""
    ch = game.challenge
    game.challenge = replace(
        ch, zones=tuple(replace(z, scenery=(), rules=frozenset()) for z in ch.zones)
    )


def together(game, zone: int = 0) -> None:  # type: ignore[no-untyped-def]
    """Everyone in one zone."""
    ch = game.challenge
    game.challenge = replace(ch, fighters=tuple(replace(f, zone=zone) for f in ch.fighters))


def actions_in(events: list[ev.Event], name: str) -> list[ev.Action]:
    return [e for e in events if isinstance(e, ev.Action) and e.action == name]


# --- the GM's hand (p. 121) --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("enemies", "adventurers", "types", "cards"),
    [
        (12, 4, 1, 6),  # 12 imps against 4: 3 + 1 type + outnumber + twice as many
        (7, 4, 1, 5),  # down to 7 imps: no longer twice as many
        (7, 3, 2, 7),  # six goblins and the pendulum against 3 (p. 128)
        (1, 3, 1, 4),
    ],
)
def test_the_gm_hand_follows_the_book(
    enemies: int, adventurers: int, types: int, cards: int
) -> None:
    assert initiative.gm_hand(enemy_types=types, enemies=enemies, adventurers=adventurers) == cards


def test_elite_lord_and_large_foes_add_cards() -> None:
    assert initiative.gm_hand(enemy_types=1, enemies=1, adventurers=3, larger=1) == 5
    assert initiative.gm_hand(enemy_types=1, enemies=1, adventurers=3, elite=True) == 6
    assert initiative.gm_hand(enemy_types=1, enemies=1, adventurers=3, lord=True) == 7


def test_twelve_imps_then_seven_in_the_engine() -> None:
    game = fight(count=12, size=4, creature="forest_imps")
    first = [e for e in game.log.events if isinstance(e, ev.ChallengeRound)][-1]
    assert (first.gm_cards, first.enemies, first.adventurers, first.enemy_types) == (6, 12, 4, 1)
    assert len(game.challenge.hand(GM)) in (6, 5, 4, 3, 2)  # Initiative laid from it
    ch = game.challenge
    fallen = [
        replace(f, out="down") if f.key in {f"foes.{n}" for n in range(8, 13)} else f
        for f in ch.fighters
    ]
    game.challenge = replace(ch, fighters=tuple(fallen))
    assert challenge.hand_size(game)[0] == 5


def test_six_goblins_and_the_pendulum_against_three(goblins: None) -> None:  # noqa: F811
    game = fight(seed=2, count=6, size=3)
    ch = game.challenge
    pendulum = Group(
        "hazard:pendulum", "Pendulum", "hazard", hazard_wounds=2, hazard_piercing=True, zone=1
    )
    game.challenge = replace(ch, groups=(*ch.groups, pendulum))
    cards, counted = challenge.hand_size(game)
    assert cards == 7
    assert counted["enemy_types"] == 2 and counted["enemies"] == 7


# --- the example Challenge (pp. 127–133) -------------------------------------------------------


def test_the_goblins_attack_of_15_with_disfavor_is_12_against_14_11_and_5(goblins: None) -> None:  # noqa: F811
    game = fight(seed=5, count=6, size=3)  # every adventurer holds a melee weapon
    plain(game)
    together(game)
    clear_hands(game)
    keys = [f.key for f in game.challenge.side("guild")]
    for key, card in zip(keys, ("King of Cups", "Page of Wands", "Five of Swords"), strict=True):
        set_initiative(game, key, card)
    set_initiative(game, "foes", "The Emperor")
    ch = game.challenge
    justice = tarot.card_named("Strength")
    give(game, GM, "Strength")
    game.challenge = game.challenge.with_hand(GM, ())
    declared = Declared(
        "foes",
        "foes",
        "Attack",
        justice,
        targets=tuple((k, 1) for k in keys),
        disfavor=("in cover (p. 129)",),
    )
    mark = len(game.log.events)
    antagonists.play(game, declared)
    game.decks = tarot.discard_all(game.decks, (justice,))
    attacks = actions_in(game.log.events[mark:], "Attack")
    assert [(a.value, a.vs, a.result) for a in attacks] == [
        (12, 14, "miss"),
        (12, 11, "hit"),
        (12, 5, "hit"),
    ]
    wounds = [e for e in game.log.events[mark:] if isinstance(e, ev.Wound)]
    assert [w.who for w in wounds] == [ch.fighter(keys[1]).name, ch.fighter(keys[2]).name]
    accounted(game)


def test_a_dagger_on_a_rooted_goblin_pierces(goblins: None) -> None:  # noqa: F811
    game = fight(seed=3, count=6, size=3)
    plain(game)
    together(game)
    clear_hands(game)
    wesley = next(f for f in game.challenge.side("guild") if f.name.startswith("Wesley"))
    assert game.guild.adventurer(wesley.key).attributes.swords == 2
    set_parts(game, "foes.1", 2, 1)
    ch = game.challenge
    goblin = ch.fighter("foes.1")
    game.challenge = ch.with_fighter(replace(goblin, effects=frozenset({"root"})))
    kings = iter(KINGS)
    for f in game.challenge.side("guild"):
        set_initiative(game, f.key, next(kings) if f.key != wesley.key else "Five of Cups")
    set_initiative(game, "foes", "The Emperor")  # IV
    give(game, wesley.key, "Ace of Cups")
    game.challenge = replace(
        game.challenge, step="turn", actor=wesley.key, spent=frozenset({wesley.key})
    )
    events = game.execute(
        cmd.Play(who=wesley.key, card="Ace of Cups", action="Attack", target="foes.1", resolve=True)
    )
    attack = actions_in(events, "Attack")[0]
    assert (attack.value, attack.vs, attack.result) == (6, 4, "hit")  # 1 + Swords 2 + favor 3
    wound = next(e for e in events if isinstance(e, ev.Wound) and e.who == goblin.name)
    assert wound.taken_as == "health" and wound.piercing
    after = game.challenge.fighter("foes.1") if game.challenge else None
    if after is not None:
        assert (after.parts[0].health, after.parts[0].defense) == (1, 1)


def test_the_fools_dodge_lifts_initiative_5_to_17_against_13_plus_3(goblins: None) -> None:  # noqa: F811
    game = fight(seed=2, count=6, size=3)
    plain(game)
    together(game)
    clear_hands(game)
    guild = game.challenge.side("guild")
    bryonie = next(f for f in guild if f.name.startswith("Bryonie"))
    chirm = next(f for f in guild if f.name.startswith("Gunhild"))
    assert game.guild.adventurer(bryonie.key).attributes.pentacles == 2
    kings = iter(KINGS)
    for f in guild:
        set_initiative(
            game,
            f.key,
            "Five of Wands" if f.key == chirm.key else next(kings),
            shown=f.key == chirm.key,
        )
    set_initiative(game, "foes", "The Emperor", shown=True)
    give(game, bryonie.key, "The Fool", "Ten of Swords")
    death = give(game, GM, "Death")[0]
    game.challenge = game.challenge.with_hand(GM, ())
    attack = Declared("foes", "foes", "Attack", death, minor=True, targets=((chirm.key, 4),))
    ch = game.challenge
    game.challenge = replace(
        ch,
        step="reveal",
        queue=(attack,),
        count=5,
        groups=tuple(replace(g, acted=True) for g in ch.groups),
    )
    challenge.advance(game)
    assert game.challenge.step == "interrupt"
    events = game.execute(
        cmd.Play(who=bryonie.key, card="Ten of Swords", action="Dodge", fool=True, target=chirm.key)
    )
    dodge = actions_in(events, "Dodge")
    assert dodge and dodge[-1].result == "Initiative 5 → 17"
    swing = actions_in(events, "Attack")[0]
    assert (swing.value, swing.vs, swing.result) == (16, 17, "miss")  # 13 + mob favor 3
    assert not any(isinstance(e, ev.Wound) and e.who == chirm.name for e in events)


def test_banter_13_beats_wary_morale_10_and_anger_turns_to_fear(goblins: None) -> None:  # noqa: F811
    game = fight(seed=2, count=6, size=3)
    plain(game)
    together(game)
    clear_hands(game)
    game.meeting = replace(game.meeting, traits=())
    set_parts(game, "foes.2", 2, 0)  # a goblin lost its Defense: bloodied, so Wary
    speaker = next(f for f in game.challenge.side("guild") if f.name.startswith("Bryonie"))
    assert game.guild.adventurer(speaker.key).attributes.wands == 4
    for f, king in zip(game.challenge.side("guild"), KINGS, strict=False):
        set_initiative(game, f.key, king)
    set_initiative(game, "foes", "The Emperor")
    give(game, speaker.key, "Nine of Cups")
    game.challenge = replace(
        game.challenge, step="turn", actor=speaker.key, spent=frozenset({speaker.key})
    )
    events = game.execute(
        cmd.Play(
            who=speaker.key,
            card="Nine of Cups",
            action="Banter",
            target="foes.1",
            option="intimidate",
        )
    )
    banter = actions_in(events, "Banter")[0]
    assert (banter.value, banter.vs) == (13, 10)
    moved = [e for e in events if isinstance(e, ev.Disposition)]
    assert moved[0].emotion == "fear" and moved[0].cause == "banter"


def test_avoiding_the_pendulum_with_a_minor_page_of_pentacles(goblins: None) -> None:  # noqa: F811
    game = fight(seed=2, count=6, size=3)
    plain(game)
    clear_hands(game)
    ch = game.challenge
    pendulum = Group(
        "hazard:pendulum", "Pendulum", "hazard", hazard_wounds=2, hazard_piercing=True, zone=1
    )
    game.challenge = replace(ch, groups=(*ch.groups, pendulum))
    set_initiative(game, "hazard:pendulum", "The Chariot")  # VII
    runner = game.challenge.side("guild")[0]
    for f, king in zip(game.challenge.side("guild"), KINGS, strict=False):
        set_initiative(game, f.key, king)
    set_initiative(game, "foes", "The Emperor")
    give(game, runner.key, "Page of Pentacles")
    others = [f for f in game.challenge.side("guild") if f.key != runner.key]
    game.challenge = replace(
        game.challenge,
        step="minor",
        window=True,
        actor=others[0].key,
        spent=frozenset({others[0].key}),
        count=4,
    )
    events = game.execute(
        cmd.Play(who=runner.key, card="Page of Pentacles", action="Avoid", option="1", minor=True)
    )
    avoid = actions_in(events, "Avoid")[0]
    assert avoid.value == 11 and "past Pendulum (7)" in avoid.result
    assert not any(isinstance(e, ev.Wound) and e.who == runner.name for e in events)
