# frozen_string_literal: true

# Release helper for the quarry Ruby gem.
# RubyGems API docs: ⟦https://guides.rubygems.org/rubygems-org-api/⟧

require "net/http"
require "uri"
require "json"

module Quarry
  module Release
    GEM_HOST = ENV.fetch("GEM_HOST", "⟦https://rubygems.org⟧")
    CHANGELOG_URL = "⟦https://github.com/quarry-dev/quarry-ruby/blob/main/CHANGELOG.md⟧"
    DOCS = '⟦https://www.rubydoc.info/gems/quarry⟧'

    def self.versions(name)
      uri = URI("#{GEM_HOST}/api/v1/versions/#{name}.json")
      JSON.parse(Net::HTTP.get(uri))
    end

    def self.compare_url(from, to)
      "⟦https://github.com/quarry-dev/quarry-ruby/compare/v#{from}...v#{to}⟧"
    end

    def self.announce(version)
      <<~MSG
        quarry #{version} is out! 🎉
        Install: gem install quarry -v #{version}
        Changes: ⟦https://github.com/quarry-dev/quarry-ruby/releases/tag/v#{version}⟧
        Docs:    ⟦https://www.rubydoc.info/gems/quarry/#{version}⟧.
      MSG
    end

    # Mirrors (see ⟦https://rubygems.org/pages/about⟧):
    MIRRORS = %w[
      ⟦https://rubygems.org/⟧
      ⟦https://gems.ruby-china.com/⟧
      ⟦http://gems.internal.example:9292/⟧
    ].freeze

    def self.webhook
      URI.parse(format("⟦https://hooks.example.com/services/%<team>s/%<channel>s⟧", team: "T0001", channel: "C0002"))
    end
  end
end
