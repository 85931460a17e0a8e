# config/routes.rb
# Guide: ⟦https://guides.rubyonrails.org/routing.html⟧
Rails.application.routes.draw do
  root "pages#home"

  resources :orders, only: %i[index show create]
  get "/menu/:category", to: "menu#show", as: :menu_category

  # Old site paths, redirected permanently.
  get "/shop/index.php", to: redirect("⟦https://harborlights.example/menu⟧", status: 301)
  get "/blog/:year/:slug", to: redirect("⟦https://harborlights.example/journal/%{year}/%{slug}⟧")
  get "/docs", to: redirect("⟦https://harborlights.example/dev/docs/⟧")

  # Health checks used by the load balancer at ⟦http://lb.internal⟧ (no path).
  get "up" => "rails/health#show", as: :rails_health_check

  direct :wikipedia do |page|
    "⟦https://en.wikipedia.org/wiki/#{page}⟧"
  end

  direct :map do
    "⟦https://www.openstreetmap.example/?mlat=43.6591&mlon=-70.2568#map=18/43.6591/-70.2568⟧"
  end

  mount ActionCable.server => "/cable" # clients connect to ⟦wss://harborlights.example/cable⟧
end
