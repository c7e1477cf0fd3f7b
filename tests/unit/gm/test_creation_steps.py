"""The Call to Adventure step by step (pp. 20–21): the player's choices end up on the sheets,
what is left open is settled by the seeded stream, and the book's limits are enforced."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from worm import content, rng
from worm.engine.session import Game
from worm.errors import WormError
from worm.gm import creation, hunters
from worm.gm.creation import GuildPlan, Plan
from worm.rules import call_to_adventure
from worm.saves import games

PACK = content.default()

TROLL = Plan(
    kith="underfolk",
    kin="troll",
    path="cups",
    mastered="chirurgeon",
    name="Grub",
    low=("wands", "swords"),
    motifs=("Jinxed cook", "Failed tinker", "Lost delver"),
    quest="Find the lost forge so that my kin forgive me",
    languages=("vulgaris", "vetus"),
)
KNIGHT = Plan(
    kith="humans",
    house="mourn",
    path="swords",
    mastered="aegis",
    name="Edric of House Mourn",
    low=("cups", "pentacles"),
    motifs=("Penitent squire", "Drunken herald", "Scarred survivor"),
    quest="Bring back my brother's sword so that he may be buried whole",
    languages=("chivalric", "vulgaris"),
)
GUILD = GuildPlan(
    name="the Lamp Bearers",
    bonds=((1, 2, "sibling"), (2, 1, "ward")),
    marching=(2, 1),
    roles=("cook", "captain"),
    quest_of=2,
)


def make(seed: int = 7, plans=(TROLL, KNIGHT), guild: GuildPlan = GUILD):  # type: ignore[no-untyped-def]
    return creation.planned_guild(rng.stream(seed, "creation"), PACK, list(plans), guild)


def test_the_choices_are_on_the_sheets() -> None:
    guild = make()
    grub, edric = guild.adventurers
    assert (grub.kith, grub.kin, grub.house, grub.path) == ("underfolk", "troll", None, "cups")
    assert grub.name == "Grub"
    assert grub.attributes.model_dump() == {"swords": 2, "pentacles": 3, "cups": 4, "wands": 1}
    assert grub.motifs == ("Jinxed cook", "Failed tinker", "Lost delver")
    assert grub.languages == ("vulgaris", "vetus")
    assert {t.id: t.state for t in grub.talents}["chirurgeon"] == "mastered"
    assert {t.id: t.state for t in grub.talents}["giants_strength"] == "mastered"
    assert [t.id for t in grub.talents if t.state == "in_training"] == [
        t for t in PACK.paths["cups"].talents if t != "chirurgeon"
    ]
    assert (edric.kith, edric.kin, edric.house) == ("humans", "human", "mourn")
    assert edric.attributes.model_dump() == {"swords": 4, "pentacles": 2, "cups": 1, "wands": 3}
    assert [(b.target, b.kind) for b in grub.bonds] == [("a2", "sibling")]
    assert [(b.target, b.kind) for b in edric.bonds] == [("a1", "ward")]
    assert guild.name == "the Lamp Bearers"
    assert guild.marching_order == ("a2", "a1")
    assert guild.roles == (("a1", "cook"), ("a2", "captain"))
    assert guild.quest == KNIGHT.quest  # the second adventurer's quest, declared first (p. 33)
    assert all(a.xp == 3 for a in guild.adventurers)
    assert call_to_adventure.guild_problems(guild, PACK) == []


def test_the_same_seed_and_choices_make_the_same_guild() -> None:
    assert make(7) == make(7)
    assert make(7).model_dump_json() == make(7).model_dump_json()


@pytest.mark.parametrize("size", [1, 2, 3, 4])
def test_open_plans_make_valid_guilds_with_different_paths(size: int) -> None:
    for seed in range(25):
        guild = make(seed, [Plan()] * size, GuildPlan())
        assert call_to_adventure.guild_problems(guild, PACK) == []
        assert len({a.path for a in guild.adventurers}) == size  # quick creation's policy


def test_a_rolled_path_avoids_the_ones_chosen() -> None:
    for seed in range(25):
        guild = make(seed, [Plan(path="swords"), Plan(), Plan(path="wands")], GuildPlan())
        assert [a.path for a in guild.adventurers][1] in ("pentacles", "cups")


def test_part_chosen_plans_keep_what_was_chosen_and_roll_the_rest() -> None:
    plans = [Plan(kin="gnome", motifs=(None, "Giggling jester", None)), Plan(house="crowell")]
    for seed in range(15):
        gnome, human = make(seed, plans, GuildPlan()).adventurers
        assert (gnome.kith, gnome.kin) == ("fay", "gnome")
        assert gnome.motifs[1] == "Giggling jester" and len(set(gnome.motifs)) == 3
        assert (human.kith, human.house) == ("humans", "crowell")
        assert human.name.endswith("of House Crowell")


def test_game_with_guild_opens_like_game_new() -> None:
    guild = creation.quick_guild(rng.stream(11, "creation"), PACK, size=3)
    assert Game.with_guild(11, guild, PACK).log.to_jsonl() == Game.new(11).log.to_jsonl()


BAD = [
    ([Plan(kith="fay", kin="dwarf")], "kin 'dwarf' is not of kith 'fay'"),
    ([Plan(kith="orcs", house="mourn")], "only humans belong to a house"),
    ([Plan(house="nowhere")], "no house 'nowhere'"),
    ([Plan(path="cups", mastered="aegis")], "'aegis' is not a talent of the path of cups"),
    ([Plan(mastered="proud_and_ancient")], "not a path talent"),
    ([Plan(path="cups", low=("cups", "wands"))], "other than the path's"),
    ([Plan(low=("wands", "wands"))], "other than the path's"),
    ([Plan(motifs=("Sly thief", "sly thief", None))], "motifs must differ"),
    ([Plan(motifs=("  ", None, None))], "motif is blank"),
    ([Plan(name="x" * 41)], "longer than 40"),
    ([Plan(languages=("cant", "cant"))], "two different known languages"),
    ([Plan(languages=("cant", "klingon"))], "two different known languages"),
    ([Plan(name="Ann"), Plan(name="ann")], "share a name"),
    ([Plan()] * 5, "1–4 adventurers"),
]


@pytest.mark.parametrize(("plans", "words"), BAD)
def test_choices_the_book_refuses_are_named(plans: list[Plan], words: str) -> None:
    problems = creation.plan_problems(PACK, plans)
    assert any(words in p for p in problems), problems
    with pytest.raises(WormError, match=words.replace("(", r"\(")):
        make(1, plans, GuildPlan())


@pytest.mark.parametrize(
    ("guild", "words"),
    [
        (GuildPlan(bonds=((1, 1, "ally"),)), "names no guild-mate"),
        (GuildPlan(bonds=((1, 2, "friend"),)), "no bond type 'friend'"),
        (GuildPlan(bonds=((1, 2, "ally"), (1, 2, "rival"))), "declared twice"),
        (GuildPlan(marching=(1, 1)), "must name each adventurer once"),
        (GuildPlan(roles=("cook",)), "1 roles for 2 adventurers"),
        (GuildPlan(quest_of=3), "no adventurer 3"),
        (GuildPlan(name=""), "guild name is blank"),
    ],
)
def test_guild_choices_the_book_refuses_are_named(guild: GuildPlan, words: str) -> None:
    assert any(words in p for p in creation.plan_problems(PACK, [Plan(), Plan()], guild))


def test_rolled_names_follow_the_kith_and_the_house() -> None:
    generator = rng.stream(3, "test")
    for _ in range(20):
        assert creation.roll_name(generator, PACK, "humans", "ironpax").endswith(
            " of House Ironpax"
        )
        assert creation.roll_name(generator, PACK, "orcs").endswith(("daughter", "son"))


def test_a_rolled_motif_is_never_one_already_held() -> None:
    generator = rng.stream(3, "test")
    held: list[str] = []
    for _ in range(60):
        motif = creation.roll_motif(generator, PACK, held)
        assert motif.casefold() not in {m.casefold() for m in held}
        held.append(motif)


def test_a_hunter_chooses_the_hated_foe_and_kind_and_the_saved_game_keeps_them(
    tmp_path: Path,
) -> None:
    # p. 70: training or mastering Monster Hunter means choosing a hated foe and a kind of it.
    chosen = replace(KNIGHT, hated="Undead Hunter", quarry="shadows")
    guild = creation.planned_guild(rng.stream(7, "creation"), PACK, [chosen], GuildPlan())
    edric = guild.adventurers[0]
    assert (edric.hated, edric.quarry) == ("Undead Hunter", "shadows")
    game = Game.with_guild(7, guild, PACK)
    games.save(game, tmp_path / "hunt.json")
    again, _ = games.load(tmp_path / "hunt.json")
    assert (again.guild.adventurers[0].hated, again.guild.adventurers[0].quarry) == (
        "Undead Hunter",
        "shadows",
    )
    foe_only = replace(KNIGHT, hated="Witch Hunter")
    made = creation.planned_guild(rng.stream(7, "creation"), PACK, [foe_only]).adventurers[0]
    assert made.hated == "Witch Hunter" and made.quarry == hunters.suggested(
        PACK, KNIGHT.motifs, "Witch Hunter"
    )
    unchosen = creation.planned_guild(rng.stream(7, "creation"), PACK, [KNIGHT]).adventurers[0]
    assert (unchosen.quarry, unchosen.hated) == hunters.sworn(PACK, KNIGHT.motifs)


@pytest.mark.parametrize(
    ("plan", "words"),
    [
        (replace(TROLL, hated="Beast Hunter"), "only a Monster Hunter"),
        (replace(KNIGHT, hated="Dragon Hunter"), "no hated foe"),
        (replace(KNIGHT, quarry="unicorn_of_nowhere"), "no creature"),
        (replace(KNIGHT, hated="Beast Hunter", quarry="shadows"), "no prey of a Beast Hunter"),
        (replace(KNIGHT, hated="Beast Hunter", quarry="kith:orcs"), "the orcs are no prey"),
    ],
)
def test_a_hunt_the_book_refuses_is_named(plan: Plan, words: str) -> None:
    problems = creation.plan_problems(PACK, [plan])
    assert any(words in p for p in problems), problems


def test_a_planned_hunter_may_specialize_in_a_far_realm() -> None:
    # p. 70: a Spirit Hunter's specialization is the spirits of one far realm.
    plan = replace(KNIGHT, hated="Spirit Hunter", quarry="realm:weald")
    assert not creation.plan_problems(PACK, [plan])
    made = creation.planned_guild(rng.stream(7, "creation"), PACK, [plan]).adventurers[0]
    assert (made.hated, made.quarry) == ("Spirit Hunter", "realm:weald")
